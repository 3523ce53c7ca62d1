import { html, isServer } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './radio.styles.js';

/**
 * @summary One option of a `<katha-radio-group>` (`role="radio"`): a circle and its label. The
 * group selects it, moves the focus and submits its `value`; on its own it does nothing.
 *
 * @slot - The label (or use the `label` attribute).
 *
 * @csspart control - The circle.
 * @csspart label - The label text.
 *
 * @cssprop --katha-color-primary - The selected circle.
 */
@customElement('katha-radio')
export class KathaRadio extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The label, already translated (the default slot overrides it). */
  @property() label = '';

  /** What the group's form submits when this option is selected. */
  @property() value = '';

  /**
   * Whether it is selected; the group keeps it in step with its `value`. The `checked`
   * attribute marks the group's default option (what a form reset restores).
   */
  @property({ type: Boolean }) checked = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  override connectedCallback(): void {
    super.connectedCallback();
    // The group sets aria-checked, aria-disabled and the roving tabindex.
    if (!isServer && !this.hasAttribute('role')) this.setAttribute('role', 'radio');
  }

  override render() {
    return html`<span part="control" class="control ${this.checked ? 'checked' : ''}" aria-hidden="true"></span>
      <span part="label" class="label own-direction"><slot>${this.label}</slot></span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-radio': KathaRadio;
  }
}
