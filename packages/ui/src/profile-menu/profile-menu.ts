import { html, nothing, type PropertyValues, type SVGTemplateResult } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import '../avatar/avatar.js';
import { ClickOutsideController } from '../core/click-outside.js';
import type { PopupPosition } from '../core/floating.js';
import { KathaElement } from '../core/katha-element.js';
import { isPlainClick, type NavigateDetail } from '../core/navigate.js';
import { baseStyles } from '../core/styles.js';
import { showInTopLayer } from '../core/top-layer.js';
import { articleIcon } from '../icons/article.js';
import { bookmarkIcon } from '../icons/bookmark.js';
import { cardIcon } from '../icons/card.js';
import { chartIcon } from '../icons/chart.js';
import { icon } from '../icons/icon.js';
import { userIcon } from '../icons/user.js';
import { styles } from './profile-menu.styles.js';
import '@katha/i18n/messages/profile-menu';

interface Entry {
  href: string;
  title: string;
  subtitle?: string;
  glyph: SVGTemplateResult;
}

/**
 * @summary The signed-in reader's avatar button and its menu (spec section 2): My Profile,
 * My Articles and Content & Stats (writers only, `can-write`), Bookmarks, Subscription (under
 * construction), Reading stats (reopens the reading-stats popup) and a Logout button.
 *
 * Keyboard (the menu-button pattern): Enter, Space or ↓ opens it on the first item, ↑ on the
 * last; ↑/↓ move, Home/End jump; Escape closes and returns focus to the button; Tab closes.
 * A click outside closes it.
 *
 * The menu opens in the top layer under the button, aligned to its inline end (its left edge in
 * rtl), placed by @floating-ui (loaded on first open): shifted to stay inside the window, flipped
 * above the button when there is more room there, and scrolling when it is taller than the room.
 *
 * @csspart trigger - The avatar button.
 * @csspart menu - The popup menu.
 *
 * @fires {CustomEvent<NavigateDetail>} katha-navigate - A menu entry was chosen; cancel it to route in the app.
 * @fires {CustomEvent<Record<string, never>>} katha-logout - The Logout button was pressed.
 * @fires {CustomEvent<Record<string, never>>} katha-stats-open - Reading stats was chosen: the app opens its stats popup.
 */
@customElement('katha-profile-menu')
export class KathaProfileMenu extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The reader's display name, shown at the top of the menu. */
  @property() name = '';

  /** The avatar picture's URL. */
  @property() src = '';

  /** Editors and staff: adds My Articles and Content & Stats. */
  @property({ type: Boolean, attribute: 'can-write' }) canWrite = false;

  /** Whether the menu is open. */
  @property({ type: Boolean, reflect: true }) open = false;

  @query('.trigger') private trigger!: HTMLButtonElement;
  @query('.popup') private popup!: HTMLElement;

  /**
   * Under the button, at its inline end; at least 160 px high, scrolling when the room is less.
   * core/floating is loaded on first open: the menu is on every page and few readers open it
   * (1 kB gzip off the site's first load).
   */
  #position?: Promise<PopupPosition>;
  /** Bumped on each open and close: only the latest open marks the menu placed. */
  #shows = 0;

  constructor() {
    super();
    // A press outside closes the menu.
    new ClickOutsideController(this, () => {
      this.open = false;
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#shows++;
    const popup = this.popup;
    void this.#position?.then((position) => position.hide(popup));
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('open')) this.#place();
  }

  /**
   * Shows the menu in the top layer and keeps it beside the button while open (transparent until
   * placed). A popover only while open: closed, it is rendered (on a server too) as it always was.
   */
  #place() {
    const popup = this.popup;
    const show = ++this.#shows;
    delete popup.dataset.placed;
    if (!this.open) {
      void this.#position?.then((position) => position.hide(popup));
      return;
    }
    showInTopLayer(popup);
    this.#position ??= import('../core/floating.js').then(
      ({ PopupPosition }) => new PopupPosition({ minHeight: 160 }, 'end'),
    );
    void this.#position.then(async (position) => {
      if (show !== this.#shows) return;
      await position.show(this.trigger, popup);
      if (show === this.#shows) popup.dataset.placed = '';
    });
  }

  #entries(): Entry[] {
    return [
      {
        href: '/core/profile/me',
        title: this.t('profile-menu.myProfile'),
        subtitle: this.t('profile-menu.myProfileSubtitle'),
        glyph: userIcon,
      },
      ...(this.canWrite
        ? [
            {
              href: '/core/my-articles',
              title: this.t('profile-menu.myArticles'),
              subtitle: this.t('profile-menu.myArticlesSubtitle'),
              glyph: articleIcon,
            },
          ]
        : []),
      {
        href: '/core/bookmarks',
        title: this.t('profile-menu.bookmarks'),
        subtitle: this.t('profile-menu.bookmarksSubtitle'),
        glyph: bookmarkIcon,
      },
      ...(this.canWrite
        ? [{ href: '/core/content-stats', title: this.t('profile-menu.contentStats'), glyph: chartIcon }]
        : []),
      {
        href: '/core/subscription',
        title: this.t('profile-menu.subscription'),
        subtitle: this.t('profile-menu.subscriptionSubtitle'),
        glyph: cardIcon,
      },
    ];
  }

  #items(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  }

  async #openAt(index: 'first' | 'last') {
    this.open = true;
    await this.updateComplete;
    const items = this.#items();
    (index === 'first' ? items[0] : items.at(-1))?.focus();
  }

  #close(returnFocus: boolean) {
    this.open = false;
    if (returnFocus) this.trigger.focus();
  }

  #onTriggerKeydown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      void this.#openAt('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      void this.#openAt('last');
    }
  }

  #onMenuKeydown(event: KeyboardEvent) {
    const items = this.#items();
    const index = items.indexOf(event.composedPath()[0] as HTMLElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = items[(index + 1) % items.length];
    else if (event.key === 'ArrowUp') next = items[(index - 1 + items.length) % items.length];
    else if (event.key === 'Home') next = items[0];
    else if (event.key === 'End') next = items.at(-1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      this.#close(true);
      return;
    } else if (event.key === 'Tab') {
      this.#close(false);
      return;
    } else return;
    event.preventDefault();
    next?.focus();
  }

  #onEntryClick(event: MouseEvent, href: string) {
    this.#close(true);
    if (isPlainClick(event) && !this.emit<NavigateDetail>('katha-navigate', { href }, { cancelable: true }))
      event.preventDefault();
  }

  override render() {
    const label = this.t('profile-menu.label');
    return html`<button
        part="trigger"
        class="trigger"
        type="button"
        aria-label=${label}
        aria-haspopup="menu"
        aria-expanded=${String(this.open)}
        aria-controls="menu"
        @click=${() => (this.open ? this.#close(false) : this.#openAt('first'))}
        @keydown=${this.#onTriggerKeydown}
      >
        <!-- Picture or silhouette, never initials: visible letters would have to be part of the button's name. -->
        <katha-avatar src=${this.src} aria-hidden="true"></katha-avatar>
      </button>
      <div
        part="menu"
        class="popup"
        id="menu"
        role="menu"
        aria-label=${label}
        popover=${this.open ? 'manual' : nothing}
        ?hidden=${!this.open}
        @keydown=${this.#onMenuKeydown}
      >
        ${this.name ? html`<div class="who" role="presentation">${this.name}</div>` : nothing}
        ${this.#entries().map(
          (entry) => html`<a
            class="item"
            role="menuitem"
            tabindex="-1"
            href=${entry.href}
            @click=${(event: MouseEvent) => this.#onEntryClick(event, entry.href)}
          >
            <span class="badge">${icon(entry.glyph)}</span>
            <span class="text">
              <span class="title">${entry.title}</span>
              ${entry.subtitle ? html`<span class="subtitle">${entry.subtitle}</span>` : nothing}
            </span>
          </a>`,
        )}
        <button
          class="item"
          role="menuitem"
          tabindex="-1"
          type="button"
          @click=${() => {
            this.#close(true);
            this.emit<Record<string, never>>('katha-stats-open', {});
          }}
        >
          <span class="badge">${icon(chartIcon)}</span>
          <span class="text"><span class="title">${this.t('profile-menu.readingStats')}</span></span>
        </button>
        <button
          class="logout"
          role="menuitem"
          tabindex="-1"
          type="button"
          @click=${() => {
            this.#close(true);
            this.emit<Record<string, never>>('katha-logout', {});
          }}
        >
          ${this.t('profile-menu.logout')}
        </button>
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-profile-menu': KathaProfileMenu;
  }
  interface HTMLElementEventMap {
    'katha-logout': CustomEvent<Record<string, never>>;
    'katha-stats-open': CustomEvent<Record<string, never>>;
  }
}
