import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaCheckedControl } from '../core/checked-control.js';
import { checkedStyles } from '../core/form-control.styles.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './checkbox.styles.js';
import '@katha/i18n/messages/checkbox';

/** Detail of `katha-checkbox-change`: the new state, and the value the form submits when checked. */
export interface CheckboxChangeDetail {
  checked: boolean;
  value: string;
}

/**
 * @summary A checkbox that takes part in the form it is in, like `<input type="checkbox">`:
 * its `name` and `value` are submitted when it is checked, `required` stops the submit with
 * the kit's message in the page's language (shown under it, no browser bubble), a form reset
 * puts back the `checked` attribute, and a disabled fieldset disables it. Space toggles it;
 * `indeterminate` shows the mixed state (a "select all" over a partial selection).
 *
 * @slot - The label (or use the `label` attribute).
 *
 * @csspart base - The `<label>` around the box and the label.
 * @csspart control - The native checkbox (the box).
 * @csspart label - The label text.
 * @csspart error - The error message after a failed submit.
 *
 * @cssprop --katha-color-primary - The checked box.
 * @cssprop --katha-color-on-primary - The tick.
 * @cssprop --katha-color-error - The error message.
 *
 * @fires {CustomEvent<CheckboxChangeDetail>} katha-checkbox-change - The person checked or unchecked it.
 */
@customElement('katha-checkbox')
export class KathaCheckbox extends KathaCheckedControl {
  static override styles = [baseStyles, checkedStyles, styles];

  /** The mixed state; cleared when the person toggles it. */
  @property({ type: Boolean, reflect: true }) indeterminate = false;

  protected readonly changeEvent = 'katha-checkbox-change';

  protected readonly boxClass = 'box';

  protected requiredMessage(): string {
    return this.t('checkbox.required');
  }

  protected override get mixed(): boolean {
    return this.indeterminate;
  }

  protected override toggled(): void {
    this.indeterminate = false;
  }

  protected renderMark() {
    return html`<svg class="mark" viewBox="0 0 16 16" aria-hidden="true">
      ${this.indeterminate ? html`<path d="M4 8h8" />` : html`<path d="M3.5 8.5l3 3 6-7" />`}
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-checkbox': KathaCheckbox;
  }
  interface HTMLElementEventMap {
    'katha-checkbox-change': CustomEvent<CheckboxChangeDetail>;
  }
}
