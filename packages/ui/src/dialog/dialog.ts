import { html, type PropertyValues } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import '../icon-button/icon-button.js';
import { styles } from './dialog.styles.js';
import '@katha/i18n/messages/common';

/** Detail of `katha-dialog-close`: how the person closed the dialog. */
export interface DialogCloseDetail {
  reason: 'escape' | 'backdrop' | 'button';
}

/**
 * @summary A modal dialog (the native `<dialog>` opened with `showModal()`): the page behind is
 * inert, so focus stays inside; Escape, the close button and a click on the backdrop close
 * it; focus returns to what had it before. Labelled by its heading (`label`).
 *
 * @slot - The content, scrolled when taller than the window.
 * @slot actions - Buttons at the bottom (end-aligned).
 *
 * @csspart dialog - The `<dialog>`.
 * @csspart body - The scrolling content area.
 *
 * @cssprop --katha-dialog-width - The dialog's width (480px; never wider than the window).
 *
 * @fires {CustomEvent<DialogCloseDetail>} katha-dialog-close - The person closed the dialog (`open` is already false).
 */
@customElement('katha-dialog')
export class KathaDialog extends KathaElement {
  static override styles = [baseStyles, styles];

  /** Whether the dialog is shown. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The title: the heading and the accessible name (already translated). */
  @property() label = '';

  /** Keeps it open on a backdrop click (for a form a stray click must not lose). */
  @property({ type: Boolean, attribute: 'no-light-dismiss' }) noLightDismiss = false;

  @query('dialog') private dialog!: HTMLDialogElement;

  #returnFocus: HTMLElement | null = null;

  protected override updated(changed: PropertyValues<this>): void {
    if (!changed.has('open')) return;
    if (this.open && !this.dialog.open) {
      this.#returnFocus = deepActiveElement();
      this.dialog.showModal();
    } else if (!this.open && this.dialog.open) {
      this.dialog.close();
    }
  }

  #close(reason: DialogCloseDetail['reason']) {
    this.open = false;
    this.emit<DialogCloseDetail>('katha-dialog-close', { reason });
  }

  #onClosed() {
    // The close event is queued: the dialog may have been opened again since.
    if (this.dialog.open) return;
    this.open = false;
    this.#returnFocus?.focus();
    this.#returnFocus = null;
  }

  #onClick(event: MouseEvent) {
    // A click on the <dialog> box itself, outside its padding box, is on the backdrop.
    if (event.target !== this.dialog || this.noLightDismiss) return;
    const box = this.dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) this.#close('backdrop');
  }

  override render() {
    return html`<dialog
      part="dialog"
      aria-labelledby="title"
      @cancel=${(event: Event) => {
        event.preventDefault();
        this.#close('escape');
      }}
      @click=${this.#onClick}
      @close=${this.#onClosed}
    >
      <header>
        <h2 id="title">${this.label}</h2>
        <katha-icon-button icon="close" label=${this.t('common.close')} @click=${() => this.#close('button')}></katha-icon-button>
      </header>
      <div part="body" class="body"><slot></slot></div>
      <footer><slot name="actions"></slot></footer>
    </dialog>`;
  }
}

/** The focused element, looking inside shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-dialog': KathaDialog;
  }
  interface HTMLElementEventMap {
    'katha-dialog-close': CustomEvent<DialogCloseDetail>;
  }
}
