import { customElement } from 'lit/decorators.js';
import { KathaTextField } from '../text-field/text-field.js';

/**
 * @summary A labelled multi-line text box: `<katha-text-field multiline>` under its own tag,
 * with a hint, an error message, `rows`, `maxlength` and an optional character counter.
 * Takes part in the form it is in: its `name` and `value` are submitted, `required` stops the
 * submit with the kit's message in the page's language (shown under it), a form reset puts
 * back the value it started with, a disabled fieldset disables it, and the browser restores what
 * was typed when the person comes back to the page. Enter starts a new line.
 *
 * @csspart label - The `<label>`.
 * @csspart control - The `<textarea>`.
 * @csspart error - The error message.
 * @csspart counter - The character counter.
 *
 * @cssprop --katha-color-error - Border and text of an error.
 * @cssprop --katha-color-focus - The focus ring.
 */
@customElement('katha-textarea')
export class KathaTextarea extends KathaTextField {
  override multiline = true;
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-textarea': KathaTextarea;
  }
}
