import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KathaElement } from '../core/katha-element.js';
import { isPlainClick, type NavigateDetail } from '../core/navigate.js';
import { baseStyles } from '../core/styles.js';
import { type IconName, namedIcon } from '../icons/named.js';
import { styles } from './icon-button.styles.js';

/** The icons `katha-icon-button` draws by name: any of the kit's named icons. */
export type IconButtonIcon = IconName;

/**
 * @summary A round button (or link, with `href`) showing only an icon: notifications, write,
 * login, search, menu, close. `label` is its accessible name and its tooltip on hover and
 * keyboard focus.
 *
 * @slot - An icon of your own, instead of the one named by `icon`.
 *
 * @csspart base - The native `<button>` or `<a>`.
 * @csspart tooltip - The tooltip showing `label`.
 *
 * @cssprop --katha-color-primary-subtle - Background on hover.
 *
 * @fires {CustomEvent<NavigateDetail>} katha-navigate - A link (`href`) was clicked; cancel it to route in the app.
 */
@customElement('katha-icon-button')
export class KathaIconButton extends KathaElement {
  static override styles = [baseStyles, styles];
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The accessible name and tooltip, already translated ("Notifications"). Required. */
  @property() label = '';

  /** The icon drawn when nothing is slotted. */
  @property() icon: IconButtonIcon = 'menu';

  /** Makes it a link to this path or URL. */
  @property() href = '';

  /** Marks the icon as the current state (the page it links to is open). */
  @property({ type: Boolean, reflect: true }) active = false;

  /** For a menu or drawer toggle: whether what it controls is open (`aria-expanded`). */
  @property({ type: Boolean }) expanded?: boolean;

  #onLinkClick(event: MouseEvent) {
    if (!isPlainClick(event)) return;
    if (!this.emit<NavigateDetail>('katha-navigate', { href: this.href }, { cancelable: true }))
      event.preventDefault();
  }

  override render() {
    const glyph = html`<slot>${namedIcon(this.icon)}</slot>`;
    const tooltip = html`<span part="tooltip" class="tooltip" aria-hidden="true">${this.label}</span>`;
    if (this.href) {
      return html`<a
          part="base"
          class="base"
          href=${this.href}
          aria-label=${this.label}
          aria-current=${this.active ? 'page' : 'false'}
          @click=${this.#onLinkClick}
          >${glyph}</a
        >${tooltip}`;
    }
    return html`<button
        part="base"
        class="base"
        type="button"
        aria-label=${this.label}
        aria-expanded=${ifDefined(this.expanded === undefined ? undefined : String(this.expanded))}
      >
        ${glyph}</button
      >${tooltip}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-icon-button': KathaIconButton;
  }
}
