import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import '../button/button.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import '../dialog/dialog.js';
import type { DialogCloseDetail } from '../dialog/dialog.js';
import { styles } from './user-stats-dialog.styles.js';
import '@katha/i18n/messages/user-stats-dialog';

/** A profile's `user_stat` (money in rupees). */
export interface UserStats {
  reading_points?: number | null;
  reading_level?: number | null;
  reading_bonus?: number | null;
  total_earnings?: number | null;
}

/**
 * @summary The once-a-day reading-stats popup: reading points, reading level, reading bonus and
 * total earnings (₹), in a `katha-dialog`; for a reader with nothing yet, a welcome saying how
 * points are earned. The app decides when to open it (spec §4).
 *
 * @csspart dialog - The `katha-dialog`.
 *
 * @cssprop --katha-color-primary-subtle - Background of each figure.
 *
 * @fires {CustomEvent<DialogCloseDetail>} katha-dialog-close - The reader closed it (Escape, backdrop, close or "Keep reading": reason `button`).
 */
@customElement('katha-user-stats-dialog')
export class KathaUserStatsDialog extends KathaElement {
  static override styles = [baseStyles, styles];

  @property({ type: Boolean, reflect: true }) open = false;

  /** The reader's `profile.user_stat`. Missing figures show as zero. */
  @property({ attribute: false }) stats: UserStats = {};

  #close() {
    this.open = false;
    this.emit<DialogCloseDetail>('katha-dialog-close', { reason: 'button' });
  }

  /** A reader with nothing read yet: a welcome that says how points are earned, not a row of zeros. */
  get #isNew(): boolean {
    const { reading_points, reading_bonus, total_earnings } = this.stats ?? {};
    return !reading_points && !reading_bonus && !total_earnings;
  }

  override render() {
    if (this.#isNew)
      return html`<katha-dialog
        part="dialog"
        label=${this.t('user-stats-dialog.welcomeTitle')}
        ?open=${this.open}
        @katha-dialog-close=${() => {
          this.open = false;
        }}
      >
        <p class="intro">${this.t('user-stats-dialog.welcomeIntro')}</p>
        <ul class="how">
          <li>${this.t('user-stats-dialog.welcomeRead')}</li>
          <li>${this.t('user-stats-dialog.welcomeLevel')}</li>
        </ul>
        <p class="intro">${this.t('user-stats-dialog.welcomeLater')}</p>
        <katha-button slot="actions" @click=${this.#close}>${this.t('user-stats-dialog.continue')}</katha-button>
      </katha-dialog>`;
    const { reading_points, reading_level, reading_bonus, total_earnings } = this.stats ?? {};
    const figures = [
      [this.t('user-stats-dialog.points'), this.i18n.formatNumber(reading_points ?? 0)],
      [
        this.t('user-stats-dialog.level'),
        this.t('user-stats-dialog.levelValue', { level: reading_level ?? 1 }),
      ],
      [this.t('user-stats-dialog.bonus'), this.i18n.formatCurrency(reading_bonus ?? 0)],
      [this.t('user-stats-dialog.earnings'), this.i18n.formatCurrency(total_earnings ?? 0)],
    ];
    return html`<katha-dialog
      part="dialog"
      label=${this.t('user-stats-dialog.title')}
      ?open=${this.open}
      @katha-dialog-close=${() => {
        this.open = false;
      }}
    >
      <p class="intro">${this.t('user-stats-dialog.intro')}</p>
      <dl>
        ${figures.map(([term, value]) => html`<div class="figure"><dt>${term}</dt><dd>${value}</dd></div>`)}
      </dl>
      <katha-button slot="actions" @click=${this.#close}>${this.t('user-stats-dialog.continue')}</katha-button>
    </katha-dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-user-stats-dialog': KathaUserStatsDialog;
  }
}
