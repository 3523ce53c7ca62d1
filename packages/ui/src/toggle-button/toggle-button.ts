import { html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { type WaitUntil, waitUntilDetail } from '../core/wait-until.js';
import { bookmarkIcon } from '../icons/bookmark.js';
import { heartIcon } from '../icons/heart.js';
import { icon } from '../icons/icon.js';
import { userPlusIcon } from '../icons/user-plus.js';
import { styles } from './toggle-button.styles.js';
import '@katha/i18n/messages/toggle-button';

/** What a toggle stands for. */
export type ToggleKind = 'like' | 'bookmark' | 'follow';

/**
 * Detail of `katha-toggle`: the kind and the new state. Pass the server call to
 * `waitUntil(promise)` while handling the event; if it rejects, the button rolls back.
 */
export interface ToggleDetail extends WaitUntil {
  kind: ToggleKind;
  pressed: boolean;
}

const ICONS = { like: heartIcon, bookmark: bookmarkIcon, follow: userPlusIcon };

/**
 * @summary The like, bookmark and follow toggle: a button with `aria-pressed`, a label in the
 * page's language for its kind and state, and an optional count. Optimistic: a click flips it
 * at once and fires `katha-toggle`; if the promise the host passes to `waitUntil` rejects, it
 * flips back and announces that the change was not saved.
 *
 * @csspart base - The native `<button>`.
 * @csspart count - The count, when `count` is set.
 *
 * @cssprop --katha-color-error - The heart of a pressed like.
 * @cssprop --katha-color-primary - A pressed bookmark or follow.
 *
 * @fires {CustomEvent<ToggleDetail>} katha-toggle - The person pressed or released the toggle; `detail.pressed` is the new state.
 */
@customElement('katha-toggle-button')
export class KathaToggleButton extends KathaElement {
  static override styles = [baseStyles, styles];
  static override hydrateWhenWanted = true;
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  @property({ reflect: true }) kind: ToggleKind = 'like';

  /** Whether it is on (liked, bookmarked, following). */
  @property({ type: Boolean, reflect: true }) pressed = false;

  /** How many likes, bookmarks or followers; not shown when unset. Moves with the toggle. */
  @property({ type: Number }) count?: number;

  /** Shows only the icon and the count; the label stays the accessible name. */
  @property({ type: Boolean, reflect: true, attribute: 'icon-only' }) iconOnly = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  /** True while the host's promise is pending: further clicks are ignored. */
  @state() private busy = false;

  @state() private failed = false;

  async #toggle() {
    if (this.busy || this.disabled) return;
    const before = { pressed: this.pressed, count: this.count };
    this.pressed = !this.pressed;
    if (this.count !== undefined) this.count = Math.max(0, this.count + (this.pressed ? 1 : -1));
    this.failed = false;
    const { detail, settled } = waitUntilDetail<Omit<ToggleDetail, 'waitUntil'>>({
      kind: this.kind,
      pressed: this.pressed,
    });
    this.emit<ToggleDetail>('katha-toggle', detail);
    this.busy = true;
    try {
      await settled();
    } catch {
      this.pressed = before.pressed;
      this.count = before.count;
      this.failed = true;
    } finally {
      this.busy = false;
    }
  }

  #label() {
    switch (this.kind) {
      case 'bookmark':
        return this.pressed ? this.t('toggle-button.bookmarked') : this.t('toggle-button.bookmark');
      case 'follow':
        return this.pressed ? this.t('toggle-button.following') : this.t('toggle-button.follow');
      default:
        return this.pressed ? this.t('toggle-button.liked') : this.t('toggle-button.like');
    }
  }

  #failure() {
    switch (this.kind) {
      case 'bookmark':
        return this.t('toggle-button.bookmarkFailed');
      case 'follow':
        return this.t('toggle-button.followFailed');
      default:
        return this.t('toggle-button.likeFailed');
    }
  }

  override render() {
    return html`<button
        part="base"
        class="base"
        type="button"
        aria-pressed=${this.pressed ? 'true' : 'false'}
        aria-busy=${this.busy ? 'true' : 'false'}
        ?disabled=${this.disabled}
        @click=${this.#toggle}
      >
        ${icon(ICONS[this.kind] ?? heartIcon)}
        <span class=${this.iconOnly ? 'label visually-hidden' : 'label'}>${this.#label()}</span>
        ${
          this.count === undefined
            ? nothing
            : html`<span part="count" class="count">${this.i18n.formatNumber(this.count, { notation: 'compact' })}</span>`
        }
      </button>
      <span class="visually-hidden" role="status">${this.failed ? this.#failure() : ''}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-toggle-button': KathaToggleButton;
  }
  interface HTMLElementEventMap {
    'katha-toggle': CustomEvent<ToggleDetail>;
  }
}
