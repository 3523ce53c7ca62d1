import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { alertCircleIcon } from '../icons/alert-circle.js';
import { checkIcon } from '../icons/check.js';
import { closeIcon } from '../icons/close.js';
import { icon } from '../icons/icon.js';
import { infoIcon } from '../icons/info.js';
import { warningIcon } from '../icons/warning.js';
import { styles } from './alert.styles.js';
import '@katha/i18n/messages/alert';

/** How serious an alert is: its colour, its icon, the word screen readers hear first, and its live role. */
export type AlertSeverity = 'info' | 'success' | 'warning' | 'error';

/** Detail of `katha-alert-dismiss`: the severity of the alert the person closed. */
export interface AlertDismissDetail {
  severity: AlertSeverity;
}

const ICONS = { info: infoIcon, success: checkIcon, warning: warningIcon, error: alertCircleIcon };

/**
 * @summary A message about the page or what the person just did, in four severities (`info`,
 * `success`, `warning`, `error`), each with its colour, its icon and its word for screen readers
 * ("Warning: …" in the page's language). A warning or an error is an assertive live region
 * (`role="alert"`), information and success a polite one (`role="status"`). Three looks:
 * `standard` (a tinted box), `outlined` and `filled`. `dismissible` adds a close button labelled
 * in the page's language; pressing it fires `katha-alert-dismiss` and hides the alert (its
 * `hidden` attribute) unless the event is cancelled.
 *
 * @slot - The message.
 * @slot action - An optional action (a button or link) at the end of the alert.
 *
 * @csspart base - The box with the live role.
 * @csspart icon - The severity's icon.
 * @csspart heading - The heading (when `heading` is set).
 * @csspart message - The message.
 * @csspart close - The close button (when `dismissible`).
 *
 * @cssprop --katha-color-info - Information's icon, outline and filled box (with `-subtle` its tint).
 * @cssprop --katha-color-success - Success's (with `-subtle`).
 * @cssprop --katha-color-warning - Warning's (with `-subtle`).
 * @cssprop --katha-color-error - Error's (with `-subtle`).
 * @cssprop --katha-color-on-status - Text on a filled box.
 *
 * @fires {CustomEvent<AlertDismissDetail>} katha-alert-dismiss - The close button was pressed (cancelable: cancelled, the alert stays).
 */
@customElement('katha-alert')
export class KathaAlert extends KathaElement {
  static override styles = [baseStyles, styles];

  @property({ reflect: true }) severity: AlertSeverity = 'info';

  /** The box: tinted (`standard`), `outlined` or `filled`. */
  @property({ reflect: true }) variant: 'standard' | 'outlined' | 'filled' = 'standard';

  /** An optional heading above the message, already translated. */
  @property() heading = '';

  /** Shows a close button. */
  @property({ type: Boolean, reflect: true }) dismissible = false;

  #severity(): AlertSeverity {
    return this.severity in ICONS ? this.severity : 'info';
  }

  #dismiss() {
    const severity = this.#severity();
    if (this.emit<AlertDismissDetail>('katha-alert-dismiss', { severity }, { cancelable: true }))
      this.hidden = true;
  }

  override render() {
    const severity = this.#severity();
    const urgent = severity === 'warning' || severity === 'error';
    return html`<div
      part="base"
      class="base"
      role=${urgent ? 'alert' : 'status'}
      aria-labelledby=${ifDefined(this.heading ? 'heading' : undefined)}
    >
      <span part="icon" class="icon-box">${icon(ICONS[severity])}</span>
      <div class="body">
        ${this.heading ? html`<p part="heading" class="heading" id="heading">${this.heading}</p>` : nothing}
        <div part="message" class="message own-direction">
          <span class="visually-hidden">${this.t(`alert.${severity}`)}: </span><slot></slot>
        </div>
      </div>
      <slot name="action"></slot>
      ${
        this.dismissible
          ? html`<button part="close" class="close" type="button" aria-label=${this.t('alert.close')} @click=${this.#dismiss}>
            ${icon(closeIcon)}
          </button>`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-alert': KathaAlert;
  }
  interface HTMLElementEventMap {
    'katha-alert-dismiss': CustomEvent<AlertDismissDetail>;
  }
}
