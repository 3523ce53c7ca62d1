import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './chip.styles.js';
import '@katha/i18n/messages/chip';

/** Detail of `katha-remove`: the chip's `value` (or its text when it has none). */
export interface ChipRemoveDetail {
  value: string;
}

/**
 * @summary A short label (a tag, a topic, the menu's "New"), filled or outlined in a theme
 * colour, optionally with a remove button.
 *
 * @slot - The text.
 * @slot prefix - An icon before the text.
 *
 * @csspart base - The chip's box.
 * @csspart remove - The remove button (when `removable`).
 *
 * @cssprop --katha-color-primary - Fill (or outline) of `color="primary"`; likewise the other colour tokens.
 * @cssprop --katha-radius-pill - Corner radius.
 *
 * @fires {CustomEvent<ChipRemoveDetail>} katha-remove - The remove button was activated (click, Enter or Space; Delete or Backspace on the chip's button).
 */
@customElement('katha-chip')
export class KathaChip extends KathaElement {
  static override styles = [baseStyles, ...styles];
  static override hydrateWhenWanted = true;

  @property({ reflect: true }) color:
    | 'default'
    | 'primary'
    | 'secondary'
    | 'success'
    | 'warning'
    | 'error'
    | 'info' = 'default';

  @property({ reflect: true }) variant: 'filled' | 'outlined' = 'filled';

  /** Shows a remove button that fires `katha-remove`. */
  @property({ type: Boolean, reflect: true }) removable = false;

  /** What `katha-remove` reports; defaults to the chip's text. */
  @property() value = '';

  #remove() {
    this.emit<ChipRemoveDetail>('katha-remove', { value: this.value || this.#text() });
  }

  #text() {
    return (this.textContent ?? '').trim();
  }

  /**
   * The chip's text as the remove button's label names it. Read after the first render, not
   * in `render()`: a server has no light DOM to read, and the first render in the browser must
   * match the server's HTML to hydrate it.
   */
  @state() private text = '';

  protected override firstUpdated(changed: PropertyValues<this>): void {
    super.firstUpdated(changed);
    this.text = this.#text();
  }

  /** The remove button's label names the text: it follows the slotted text. */
  #onSlotChange() {
    this.text = this.#text();
  }

  #onKeydown(event: KeyboardEvent) {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      this.#remove();
    }
  }

  override render() {
    return html`<span part="base" class="base"><slot name="prefix"></slot>
        <slot @slotchange=${this.#onSlotChange}></slot>
        ${
          this.removable
            ? html`<button
                part="remove"
                class="remove"
                type="button"
                aria-label=${this.t('chip.remove', { label: this.text })}
                @click=${this.#remove}
                @keydown=${this.#onKeydown}
              >
                <svg viewBox="0 0 16 16" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2">
                  <path d="M4 4l8 8M12 4l-8 8" />
                </svg>
              </button>`
            : nothing
        }</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-chip': KathaChip;
  }
  interface HTMLElementEventMap {
    'katha-remove': CustomEvent<ChipRemoveDetail>;
  }
}
