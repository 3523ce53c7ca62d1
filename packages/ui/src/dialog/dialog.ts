import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
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
 * it; focus returns to what had it before. Labelled by its heading (`label`). When what had it
 * is gone (the opener deleted what the dialog confirmed), `katha-dialog-after-close` says where
 * the page may put focus instead.
 *
 * @slot - The content, scrolled when taller than the dialog may grow: the scrolling area then
 *   takes keyboard focus (a region named by the title), so the arrow keys scroll it.
 * @slot actions - Buttons at the bottom (end-aligned).
 *
 * @csspart dialog - The `<dialog>`.
 * @csspart body - The scrolling content area.
 *
 * @cssprop --katha-dialog-max-height - The most it grows before its content scrolls (never taller than the window).
 * @cssprop --katha-dialog-width - The dialog's width (480px; never wider than the window; `fullscreen`: the window's).
 *
 * @fires {CustomEvent<DialogCloseDetail>} katha-dialog-close - The person closed the dialog (`open` is already false).
 * @fires {CustomEvent<void>} katha-dialog-after-close - The dialog has closed, however it was closed, and focus is back on what had it before if that is still on the page: a listener moves focus on when it is not (it is on the body then).
 */
@customElement('katha-dialog')
export class KathaDialog extends KathaElement {
  static override styles = [baseStyles, styles];

  /** Whether the dialog is shown. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The title: the heading and the accessible name (already translated). */
  @property() label = '';

  /** Fills the window (a task with room to work, or a phone's whole screen). */
  @property({ type: Boolean, reflect: true }) fullscreen = false;

  /** Keeps it open on a backdrop click (for a form a stray click must not lose). */
  @property({ type: Boolean, attribute: 'no-light-dismiss' }) noLightDismiss = false;

  @query('dialog') private dialog!: HTMLDialogElement;

  @query('.body') private body!: HTMLElement;

  /** Whether the content is taller than the body: it scrolls, and takes focus to be scrolled by keyboard. */
  @state() private scrolls = false;

  #returnFocus: HTMLElement | null = null;

  // Browser only (connectedCallback does not run on the server); the body's size follows its content up to the dialog's height.
  #resizes?: ResizeObserver;

  override connectedCallback(): void {
    super.connectedCallback();
    this.#resizes ??= new ResizeObserver(() => {
      this.scrolls = this.body.scrollHeight > this.body.clientHeight + 1;
    });
    if (this.hasUpdated) this.#resizes.observe(this.body);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resizes?.disconnect();
  }

  protected override firstUpdated(): void {
    this.#resizes?.observe(this.body);
  }

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
    this.emit<void>('katha-dialog-after-close', undefined);
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
      <div
        part="body"
        class="body"
        tabindex=${this.scrolls ? '0' : nothing}
        role=${this.scrolls ? 'region' : nothing}
        aria-labelledby=${this.scrolls ? 'title' : nothing}
      ><slot></slot></div>
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
    'katha-dialog-after-close': CustomEvent<void>;
  }
}
