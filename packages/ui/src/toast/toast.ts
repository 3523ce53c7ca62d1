import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import '../button/button.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import '../icon-button/icon-button.js';
import { styles } from './toast.styles.js';
import '@katha/i18n/messages/toast';

/** Detail of `katha-toast-close`: why the toast went away. */
export interface ToastCloseDetail {
  reason: 'timeout' | 'dismiss' | 'action';
}

/**
 * @summary A short message at the bottom of the window ("Saved", "Could not post your
 * comment") in a polite live region, with an optional action ("Undo", "Retry") and a close
 * button. It dismisses itself after `duration`, but never while the pointer or focus is on it.
 *
 * @csspart base - The toast's box.
 * @csspart action - The action `katha-button`.
 *
 * @cssprop --katha-toast-inset - Distance from the window's bottom and inline start (16px).
 *
 * @fires {CustomEvent<void>} katha-toast-action - The action button was activated (the toast closes).
 * @fires {CustomEvent<ToastCloseDetail>} katha-toast-close - The toast closed (`open` is already false).
 */
@customElement('katha-toast')
export class KathaToast extends KathaElement {
  static override styles = [baseStyles, styles];

  /** Whether the toast shows. Setting it again restarts the timer. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** The message, already translated. */
  @property() message = '';

  /** The action button's text, already translated; no button when empty. */
  @property({ attribute: 'action-label' }) actionLabel = '';

  /** `info`, `success` or `error`: the colour of the accent. */
  @property({ reflect: true }) variant: 'info' | 'success' | 'error' = 'info';

  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. */
  @property({ type: Number }) duration = 5000;

  #timer?: ReturnType<typeof setTimeout>;
  #held = false;

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('open') || changed.has('duration') || changed.has('message')) this.#schedule();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#timer);
  }

  #schedule() {
    clearTimeout(this.#timer);
    if (this.open && this.duration > 0 && !this.#held)
      this.#timer = setTimeout(() => this.#close('timeout'), this.duration);
  }

  #hold(held: boolean) {
    this.#held = held;
    this.#schedule();
  }

  #close(reason: ToastCloseDetail['reason']) {
    clearTimeout(this.#timer);
    if (!this.open) return;
    this.open = false;
    this.emit<ToastCloseDetail>('katha-toast-close', { reason });
  }

  override render() {
    // The live region is always in the page, so a message put in it is announced.
    return html`<div role="status" aria-live="polite" aria-atomic="true" class="region">
      ${
        this.open
          ? html`<div
              part="base"
              class="base"
              @pointerenter=${() => this.#hold(true)}
              @pointerleave=${() => this.#hold(false)}
              @focusin=${() => this.#hold(true)}
              @focusout=${() => this.#hold(false)}
            >
              <span class="message">${this.message}</span>
              ${
                this.actionLabel
                  ? html`<katha-button
                      part="action"
                      variant="text"
                      size="sm"
                      @click=${() => {
                        this.emit<void>('katha-toast-action', undefined);
                        this.#close('action');
                      }}
                      >${this.actionLabel}</katha-button
                    >`
                  : nothing
              }
              <katha-icon-button icon="close" label=${this.t('toast.dismiss')} @click=${() => this.#close('dismiss')}></katha-icon-button>
            </div>`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-toast': KathaToast;
  }
  interface HTMLElementEventMap {
    'katha-toast-action': CustomEvent<void>;
    'katha-toast-close': CustomEvent<ToastCloseDetail>;
  }
}
