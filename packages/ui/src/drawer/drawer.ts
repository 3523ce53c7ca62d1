import { html, type PropertyValues } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import '../icon-button/icon-button.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './drawer.styles.js';
import '@katha/i18n/messages/common';

/** Detail of `katha-drawer-close`: how the person closed the drawer. */
export interface DrawerCloseDetail {
  reason: 'escape' | 'scrim' | 'button';
}

/**
 * @summary A temporary side panel over the page (a modal `<dialog>`): the settings drawer and
 * the sidebar on small screens. Focus moves into it and is trapped while open, Escape, the
 * scrim and the close button close it, and focus returns to what opened it. Slides in from
 * the inline start (or `placement="end"`), mirrored in rtl.
 *
 * @slot - The content, scrolled when taller than the window.
 * @slot header-actions - Controls beside the close button.
 *
 * @csspart panel - The `<dialog>`.
 * @csspart body - The scrolling content area.
 *
 * @cssprop --katha-drawer-size - The panel's width (320px; never wider than the window).
 *
 * @fires {CustomEvent<DrawerCloseDetail>} katha-drawer-close - The person closed the drawer (`open` is already false).
 */
@customElement('katha-drawer')
export class KathaDrawer extends KathaElement {
  static override styles = [baseStyles, styles];

  /** Whether the drawer is shown. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The drawer's title: its heading and accessible name (already translated). */
  @property() label = '';

  /** The side it slides in from: the inline `start` (left in ltr) or `end`. */
  @property({ reflect: true }) placement: 'start' | 'end' = 'start';

  @query('dialog') private dialog!: HTMLDialogElement;

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open')) return;
    if (this.open && !this.dialog.open) {
      this.dialog.showModal();
      // Start on the close button, not on the scrolling body Chromium would pick first.
      this.renderRoot.querySelector<HTMLElement>('katha-icon-button')?.focus();
    } else if (!this.open && this.dialog.open) this.dialog.close();
  }

  #close(reason: DrawerCloseDetail['reason']) {
    this.open = false;
    this.emit<DrawerCloseDetail>('katha-drawer-close', { reason });
  }

  override render() {
    return html`<dialog
      part="panel"
      aria-labelledby="title"
      @cancel=${(event: Event) => {
        event.preventDefault();
        this.#close('escape');
      }}
      @click=${(event: MouseEvent) => {
        // A click on the dialog itself (not its content) is a click on the scrim.
        if (event.target === this.dialog) this.#close('scrim');
      }}
      @close=${() => {
        this.open = false;
      }}
    >
      <header>
        <h2 id="title">${this.label}</h2>
        <span>
          <slot name="header-actions"></slot>
          <katha-icon-button icon="close" label=${this.t('common.close')} @click=${() => this.#close('button')}></katha-icon-button>
        </span>
      </header>
      <div part="body" class="body"><slot></slot></div>
    </dialog>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-drawer': KathaDrawer;
  }
  interface HTMLElementEventMap {
    'katha-drawer-close': CustomEvent<DrawerCloseDetail>;
  }
}
