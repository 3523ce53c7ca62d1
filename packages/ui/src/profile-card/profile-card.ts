import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import '../avatar/avatar.js';
import '../icon-button/icon-button.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './profile-card.styles.js';
import '@katha/i18n/messages/profile-card';

/**
 * @summary The sidebar's profile card: avatar, display name, role label and a logout icon
 * link. In the mini sidebar (`collapsed`, set by `<katha-app-shell>`) only the avatar shows.
 *
 * @csspart card - The card's box.
 *
 * @cssprop --katha-color-secondary-subtle - The card's background.
 *
 * @fires {CustomEvent<NavigateDetail>} katha-navigate - The logout link was clicked (from the inner `katha-icon-button`); cancel it to route in the app.
 */
@customElement('katha-profile-card')
export class KathaProfileCard extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The person's display name. */
  @property() name = '';

  /** The role label under the name, already translated ("Writer"). Not `role`: that is ARIA's. */
  @property({ attribute: 'role-label' }) roleLabel = '';

  /** The avatar picture's URL (initials when empty). */
  @property() src = '';

  /** Where the logout icon leads (the template's side login page). */
  @property({ attribute: 'logout-href' }) logoutHref = '/auth/auth1/login';

  /** Only the avatar (the mini sidebar). */
  @property({ type: Boolean, reflect: true }) collapsed = false;

  override render() {
    return html`<div part="card" class="card">
      <katha-avatar src=${this.src} name=${this.name}></katha-avatar>
      <span class="who">
        <span class="name">${this.name}</span>
        <span class="role">${this.roleLabel}</span>
      </span>
      <katha-icon-button icon="logout" href=${this.logoutHref} label=${this.t('profile-card.logout')}></katha-icon-button>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-profile-card': KathaProfileCard;
  }
}
