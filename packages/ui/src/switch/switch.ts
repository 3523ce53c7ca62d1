import { html } from 'lit';
import { customElement } from 'lit/decorators.js';
import { KathaCheckedControl } from '../core/checked-control.js';
import { checkedStyles } from '../core/form-control.styles.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './switch.styles.js';
import '@katha/i18n/messages/switch';

/** Detail of `katha-switch-change`: the new state, and the value the form submits when on. */
export interface SwitchChangeDetail {
  checked: boolean;
  value: string;
}

/**
 * @summary An on/off switch (`role="switch"`, its state announced as on or off) for a setting
 * that applies at once or a yes/no in a form. Takes part in the form it is in, like a
 * checkbox: its `name` and `value` are submitted when on, `required` stops the submit with the
 * kit's message in the page's language, a form reset puts back the `checked` attribute, and a
 * disabled fieldset disables it. Space toggles it; the thumb moves to the inline end (mirrored
 * in rtl).
 *
 * @slot - The label (or use the `label` attribute).
 *
 * @csspart base - The `<label>` around the track and the label.
 * @csspart control - The native checkbox with `role="switch"` (the track).
 * @csspart thumb - The thumb.
 * @csspart label - The label text.
 * @csspart error - The error message after a failed submit.
 *
 * @cssprop --katha-color-primary - The track when on.
 * @cssprop --katha-color-on-primary - The thumb when on.
 * @cssprop --katha-color-error - The error message.
 *
 * @fires {CustomEvent<SwitchChangeDetail>} katha-switch-change - The person turned it on or off.
 */
@customElement('katha-switch')
export class KathaSwitch extends KathaCheckedControl {
  static override styles = [baseStyles, checkedStyles, styles];

  protected readonly changeEvent = 'katha-switch-change';

  protected readonly boxClass = 'track';

  protected override readonly controlRole = 'switch';

  protected requiredMessage(): string {
    return this.t('switch.required');
  }

  protected renderMark() {
    return html`<span part="thumb" class="thumb" aria-hidden="true"></span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-switch': KathaSwitch;
  }
  interface HTMLElementEventMap {
    'katha-switch-change': CustomEvent<SwitchChangeDetail>;
  }
}
