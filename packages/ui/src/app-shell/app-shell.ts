import { html, isServer, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import '../drawer/drawer.js';
import '../icon-button/icon-button.js';
import { KathaElement } from '../core/katha-element.js';
import { serverNavLayout } from '../core/server-document.js';
import { baseStyles } from '../core/styles.js';
import { mediaUp } from '../theme/breakpoints.js';
import { DEFAULT_SETTINGS, type ThemeSettings } from '../theme/settings.js';
import { styles } from './app-shell.styles.js';
import '@katha/i18n/messages/app-shell';

/** Detail of `katha-sidebar-change`: the sidebar's state after the person toggled it. */
export interface SidebarChangeDetail {
  collapsed: boolean;
  mobileSidebarOpen: boolean;
}

type NavLayout = ThemeSettings['navLayout'];
const NAV_ATTRIBUTE = 'data-katha-nav';

/**
 * @summary The page frame: a 70px top bar, and the menu as a sidebar (270px, collapsing to
 * 87px and expanding while hovered), as a bar under the header (horizontal layout), or, below
 * lg (1100px), as a temporary drawer. `layout="blank"` shows only the main content (sign-in
 * screens); `hide-header` drops the top bar (inside the mobile app wrapper).
 *
 * Slotted elements with a `collapsed` property (`katha-nav-menu`, `katha-profile-card`) are
 * told when only icons fit; those with an `orientation` property are told the menu's layout.
 * Below lg the drawer closes after a click on any link in it.
 *
 * @slot - The page content.
 * @slot header - The top bar's content (logo, search, icons, profile menu), after the menu button.
 * @slot sidebar - The menu (`katha-nav-menu`).
 * @slot sidebar-header - Above the menu in the sidebar (the logo).
 * @slot sidebar-footer - Below the menu in the sidebar (`katha-profile-card`).
 *
 * The host carries `menu-placement` (`drawer`, `bar`, `sidebar` or `none`): where the menu is drawn now.
 *
 * @csspart header - The top bar.
 * @csspart sidebar - The sidebar, from lg up.
 * @csspart horizontal-nav - The bar holding the menu in the horizontal layout.
 * @csspart main - The `<main>` landmark.
 *
 * @cssprop --katha-layout-topbar-height - Top bar height (70px).
 * @cssprop --katha-layout-sidebar-width - Sidebar width (270px).
 * @cssprop --katha-layout-sidebar-mini-width - Collapsed sidebar width (87px).
 * @cssprop --katha-layout-scroll-offset - The sidebar's scroll area is the window height minus this (190px).
 * @cssprop --katha-layout-container-max-width - Width of boxed content (`none` when full width).
 *
 * @fires {CustomEvent<SidebarChangeDetail>} katha-sidebar-change - The person collapsed, expanded, opened or closed the sidebar.
 */
@customElement('katha-app-shell')
export class KathaAppShell extends KathaElement {
  static override styles = [baseStyles, styles];

  /** `full`: header, menu and content; `blank`: the content alone. */
  @property({ reflect: true }) layout: 'full' | 'blank' = 'full';

  /** Drops the top bar (the site inside the mobile app wrapper). */
  @property({ type: Boolean, reflect: true, attribute: 'hide-header' }) hideHeader = false;

  /** The sidebar is collapsed to its mini width (from lg up, vertical layout). */
  @property({ type: Boolean, reflect: true }) collapsed = false;

  /** The pointer is over the collapsed sidebar, which expands while it stays. Set by the shell. */
  @property({ type: Boolean, reflect: true, attribute: 'sidebar-hover' }) sidebarHover = false;

  /** The drawer holding the menu is open (below lg). */
  @property({ type: Boolean, reflect: true, attribute: 'mobile-sidebar-open' }) mobileSidebarOpen = false;

  /** The menu's layout from lg up; when unset, `<html data-katha-nav>` (set by the customizer), else horizontal. */
  @property({ attribute: 'nav-layout' }) navLayout?: NavLayout;

  @state() private large = false;
  @state() private documentNav?: NavLayout;

  @query('main') private main!: HTMLElement;

  #media?: MediaQueryList;
  readonly #onMedia = () => {
    this.large = this.#media!.matches;
  };
  // Made on connection, never on a server (Lit SSR has no MutationObserver).
  #observer?: MutationObserver;

  override connectedCallback(): void {
    // Server-rendered (a declarative shadow root before the first update): the server drew a large
    // window's layout, the sidebar or the bar (`willUpdate`, written on the host), so the first
    // render hydrates that and the window's and the document's layout come in the update after it.
    const hydrating = !this.hasUpdated && this.shadowRoot !== null;
    const served = this.getAttribute('menu-placement');
    if (hydrating && (served === 'sidebar' || served === 'bar')) {
      this.large = true;
      this.documentNav = served === 'sidebar' ? 'vertical' : 'horizontal';
    }
    super.connectedCallback();
    this.#media = window.matchMedia(mediaUp('lg'));
    this.#media.addEventListener('change', this.#onMedia);
    const readLayout = () => {
      this.#onMedia();
      this.#readDocumentNav();
    };
    if (hydrating) void this.updateComplete.then(readLayout);
    else readLayout();
    this.#observer ??= new MutationObserver(() => this.#readDocumentNav());
    this.#observer.observe(this.ownerDocument.documentElement, { attributeFilter: [NAV_ATTRIBUTE] });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#media?.removeEventListener('change', this.#onMedia);
    this.#observer?.disconnect();
  }

  #readDocumentNav() {
    const value = this.ownerDocument.documentElement.getAttribute(NAV_ATTRIBUTE);
    this.documentNav = value === 'vertical' || value === 'horizontal' ? value : undefined;
  }

  /** Where the menu is drawn now. */
  get #placement(): 'none' | 'drawer' | 'bar' | 'sidebar' {
    if (this.layout === 'blank') return 'none';
    if (!this.large) return 'drawer';
    return (this.navLayout ?? this.documentNav ?? DEFAULT_SETTINGS.navLayout) === 'horizontal'
      ? 'bar'
      : 'sidebar';
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    if (!isServer) return;
    // On a server the window is unknown: a large window's layout in the reader's menu layout
    // (`@katha/ui/ssr` withLocale), the sidebar or the bar, which CSS hides below lg until the
    // browser knows the window (the drawer's button shows there instead). With script off, a
    // desktop has its menu where the app puts it. Written on the host, for the browser's hydration
    // to start from the same.
    this.documentNav = serverNavLayout();
    this.large = true;
    this.setAttribute('menu-placement', this.#placement);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // For the page's own styles: e.g. the header's logo goes while the sidebar shows one.
    this.setAttribute('menu-placement', this.#placement);
    this.#tellSlotted();
  }

  /** Passes the icons-only state and the orientation to the slotted menu and card. */
  #tellSlotted() {
    const placement = this.#placement;
    const iconsOnly = placement === 'sidebar' && this.collapsed && !this.sidebarHover;
    for (const slot of this.renderRoot.querySelectorAll<HTMLSlotElement>('slot[name^="sidebar"]')) {
      for (const element of slot.assignedElements({ flatten: true })) {
        if ('collapsed' in element) (element as { collapsed: boolean }).collapsed = iconsOnly;
        if ('orientation' in element)
          (element as { orientation: string }).orientation = placement === 'bar' ? 'horizontal' : 'vertical';
      }
    }
  }

  #changed() {
    this.emit<SidebarChangeDetail>('katha-sidebar-change', {
      collapsed: this.collapsed,
      mobileSidebarOpen: this.mobileSidebarOpen,
    });
  }

  #toggle(placement: 'drawer' | 'bar' | 'sidebar') {
    // The bar's page keeps the drawer's button, which CSS shows below lg only: the server draws
    // the bar for any window, and a narrow one's first paint then has the button it keeps.
    if (placement === 'drawer' || placement === 'bar') {
      return html`<katha-icon-button
        class=${placement === 'bar' ? 'narrow-only' : nothing}
        icon="menu"
        label=${this.t('app-shell.openMenu')}
        .expanded=${this.mobileSidebarOpen}
        @click=${() => {
          this.mobileSidebarOpen = true;
          this.#changed();
        }}
      ></katha-icon-button>`;
    }
    return html`<katha-icon-button
      icon="menu"
      label=${this.collapsed ? this.t('app-shell.expandSidebar') : this.t('app-shell.collapseSidebar')}
      @click=${() => {
        this.collapsed = !this.collapsed;
        this.sidebarHover = false;
        this.#changed();
      }}
    ></katha-icon-button>`;
  }

  #sidebarContent() {
    const onSlotChange = () => this.#tellSlotted();
    return html`<div class="sidebar-header"><slot name="sidebar-header" @slotchange=${onSlotChange}></slot></div>
      <div class="scroll"><slot name="sidebar" @slotchange=${onSlotChange}></slot></div>
      <div class="sidebar-footer"><slot name="sidebar-footer" @slotchange=${onSlotChange}></slot></div>`;
  }

  /** Below lg: a click on a link in the drawer (a menu item) closes it. */
  #onDrawerClick(event: MouseEvent) {
    const onLink = event
      .composedPath()
      .some((node) => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
    if (onLink && this.mobileSidebarOpen) {
      this.mobileSidebarOpen = false;
      this.#changed();
    }
  }

  override render() {
    const placement = this.#placement;
    const content = html`<main part="main" id="main" tabindex="-1"><div class="container"><slot></slot></div></main>`;
    if (placement === 'none') return content;
    return html`<a
        class="skip"
        href="#main"
        @click=${(event: MouseEvent) => {
          event.preventDefault();
          this.main.focus();
        }}
        >${this.t('app-shell.skipToContent')}</a
      >
      ${
        placement === 'sidebar'
          ? html`<aside
              part="sidebar"
              class="sidebar"
              @mouseenter=${() => {
                if (this.collapsed) this.sidebarHover = true;
              }}
              @mouseleave=${() => {
                this.sidebarHover = false;
              }}
            >
              ${this.#sidebarContent()}
            </aside>`
          : nothing
      }
      <div class="page ${placement === 'sidebar' ? 'beside-sidebar' : ''}">
        ${
          this.hideHeader
            ? nothing
            : html`<header part="header" class="topbar">${this.#toggle(placement)}<slot name="header"></slot></header>`
        }
        ${
          placement === 'bar'
            ? html`<div part="horizontal-nav" class="hnav">
                <div><slot name="sidebar" @slotchange=${() => this.#tellSlotted()}></slot></div>
              </div>`
            : nothing
        }
        ${content}
      </div>
      ${
        placement === 'drawer'
          ? html`<katha-drawer
              label=${this.t('app-shell.menu')}
              ?open=${this.mobileSidebarOpen}
              @katha-drawer-close=${() => {
                this.mobileSidebarOpen = false;
                this.#changed();
              }}
              @click=${this.#onDrawerClick}
            >
              <div class="drawer-content">${this.#sidebarContent()}</div>
            </katha-drawer>`
          : nothing
      }`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-app-shell': KathaAppShell;
  }
  interface HTMLElementEventMap {
    'katha-sidebar-change': CustomEvent<SidebarChangeDetail>;
  }
}
