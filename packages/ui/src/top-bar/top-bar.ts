import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import '../icon-button/icon-button.js';
import '../language-switcher/language-switcher.js';
import '../logo/logo.js';
import '../profile-menu/profile-menu.js';
import '../search-box/search-box.js';
import { KathaElement } from '../core/katha-element.js';
import { isPlainClick, type NavigateDetail } from '../core/navigate.js';
import { baseStyles } from '../core/styles.js';
import { icon } from '../icons/icon.js';
import { pencilIcon } from '../icons/pencil.js';
import { styles } from './top-bar.styles.js';
import '@katha/i18n/messages/top-bar';

/** The signed-in person as the header shows them. */
export interface TopBarUser {
  name: string;
  /** The profile picture's URL. */
  avatar?: string;
}

/** The spec's routes the header links to. */
export const TOP_BAR_ROUTES = {
  search: '/core/search',
  write: '/core/write/new',
  login: '/auth/auth2/login-option',
} as const;

/**
 * @summary The site header's content (spec section 2), for `<katha-app-shell slot="header">`.
 * Visitors: logo with Beta, search box (a search icon instead below 768px, where the box is
 * hidden), a Write button, the language switcher, a login icon and the settings button. Signed
 * in: logo, a search icon (not on the search page), notifications (with the unread count), a
 * write icon, the language switcher (below 600px in the settings drawer instead: a
 * `<katha-customizer with-language>`), the settings button and the profile menu. Tooltips open
 * towards the inline start, so none reaches past the window's edge.
 *
 * @fires {CustomEvent<SearchDetail>} katha-search - From the search box: Enter with text; go to `/core/search?key=…`.
 * @fires {CustomEvent<LocaleChangeDetail>} katha-locale-change - From the language switcher.
 * @fires {CustomEvent<NavigateDetail>} katha-navigate - A link was followed (logo, write, login, search, profile menu); cancel it to route in the app.
 * @fires {CustomEvent<Record<string, never>>} katha-logout - From the profile menu.
 * @fires {CustomEvent<Record<string, never>>} katha-notifications - The notifications icon was pressed.
 * @fires {CustomEvent<Record<string, never>>} katha-settings - The settings button was pressed.
 *
 * @csspart logo - The logo (a page whose sidebar shows one hides it).
 */
@customElement('katha-top-bar')
export class KathaTopBar extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The signed-in person, or null for a visitor. */
  @property({ attribute: false }) user: TopBarUser | null = null;

  /** Editors and staff: the profile menu adds My Articles and Content & Stats. */
  @property({ type: Boolean, attribute: 'can-write' }) canWrite = false;

  /** The current path: the search icon hides on the search page. */
  @property({ attribute: 'current-path' }) currentPath = '';

  /** Hides the search box and the search icon. */
  @property({ type: Boolean, attribute: 'hide-search' }) hideSearch = false;

  /** How many notifications are unread: a badge on the bell, and in its name. */
  @property({ type: Number }) unread = 0;

  /** Whether the notifications panel the bell opens is open (`aria-expanded`). */
  @property({ type: Boolean, attribute: 'notifications-open' }) notificationsOpen = false;

  /** Whether the settings drawer the settings button opens is open (`aria-expanded`). */
  @property({ type: Boolean, attribute: 'settings-open' }) settingsOpen = false;

  /** Moves focus to the bell or the settings button (when their panel closes). */
  focusControl(control: 'notifications' | 'settings'): void {
    this.renderRoot.querySelector<HTMLElement>(`.${control}`)?.focus();
  }

  #settings() {
    return html`<katha-icon-button
      class="settings"
      icon="adjustments"
      label=${this.t('top-bar.settings')}
      .expanded=${this.settingsOpen}
      @click=${() => this.emit<Record<string, never>>('katha-settings', {})}
    ></katha-icon-button>`;
  }

  #onWriteClick(event: MouseEvent) {
    const href = TOP_BAR_ROUTES.write;
    if (isPlainClick(event) && !this.emit<NavigateDetail>('katha-navigate', { href }, { cancelable: true }))
      event.preventDefault();
  }

  #visitor() {
    return html`${this.hideSearch ? nothing : html`<katha-search-box></katha-search-box>`}
      <div class="actions">
        ${
          this.hideSearch
            ? nothing
            : html`<katha-icon-button
                class="search-icon"
                icon="search"
                href=${TOP_BAR_ROUTES.search}
                label=${this.t('top-bar.search')}
              ></katha-icon-button>`
        }
        <a class="write" href=${TOP_BAR_ROUTES.write} @click=${this.#onWriteClick}
          >${icon(pencilIcon)}<span class="label">${this.t('top-bar.write')}</span></a
        >
        <katha-language-switcher></katha-language-switcher>
        <katha-icon-button icon="login" href=${TOP_BAR_ROUTES.login} label=${this.t('top-bar.login')}></katha-icon-button>
        ${this.#settings()}
      </div>`;
  }

  #member(user: TopBarUser) {
    const onSearchPage = this.currentPath === TOP_BAR_ROUTES.search;
    return html`<div class="actions">
      ${
        this.hideSearch || onSearchPage
          ? nothing
          : html`<katha-icon-button icon="search" href=${TOP_BAR_ROUTES.search} label=${this.t('top-bar.search')}></katha-icon-button>`
      }
      <span class="bell">
        <katha-icon-button
          class="notifications"
          icon="bell"
          label=${
            this.unread > 0
              ? this.t('top-bar.notificationsUnread', { count: this.unread })
              : this.t('top-bar.notifications')
          }
          .expanded=${this.notificationsOpen}
          @click=${() => this.emit<Record<string, never>>('katha-notifications', {})}
        ></katha-icon-button>
        ${
          this.unread > 0
            ? html`<span class="badge" aria-hidden="true">${this.unread > 99 ? '99+' : this.i18n.formatNumber(this.unread)}</span>`
            : nothing
        }
      </span>
      <katha-icon-button icon="pencil" href=${TOP_BAR_ROUTES.write} label=${this.t('top-bar.write')}></katha-icon-button>
      <katha-language-switcher></katha-language-switcher>
      ${this.#settings()}
      <katha-profile-menu name=${user.name} src=${user.avatar ?? ''} ?can-write=${this.canWrite}></katha-profile-menu>
    </div>`;
  }

  protected override willUpdate(): void {
    // For the phone layout (styles): a member's language is in the settings drawer there.
    this.toggleAttribute('signed-in', this.user !== null);
  }

  override render() {
    return html`<katha-logo part="logo"></katha-logo>${this.user ? this.#member(this.user) : this.#visitor()}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-top-bar': KathaTopBar;
  }
  interface HTMLElementEventMap {
    'katha-notifications': CustomEvent<Record<string, never>>;
    'katha-settings': CustomEvent<Record<string, never>>;
  }
}
