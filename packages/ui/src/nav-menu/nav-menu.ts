import { html, isServer, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import '../chip/chip.js';
import type { KathaChip } from '../chip/chip.js';
import { ClickOutsideController } from '../core/click-outside.js';
import { PopupPosition } from '../core/floating.js';
import { KathaElement } from '../core/katha-element.js';
import { isPlainClick, type NavigateDetail } from '../core/navigate.js';
import { serverMenuLayout } from '../core/server-document.js';
import { baseStyles } from '../core/styles.js';
import { chevronDownIcon } from '../icons/chevron-down.js';
import { dotIcon } from '../icons/dot.js';
import { externalIcon } from '../icons/external.js';
import { icon } from '../icons/icon.js';
import { namedIcon } from '../icons/named.js';
import { styles } from './nav-menu.styles.js';
import '@katha/i18n/messages/nav-menu';

/**
 * A menu entry (spec section 3, "Menu item"). A section header is an entry with only
 * `subheader`; a group is an entry with `children`. Titles arrive translated.
 */
export interface MenuItem {
  id: string;
  title?: string;
  /** An icon name (`IconName`: home, apps, article, bookmark, chart, forms, table, layers, user…); a dot otherwise. */
  icon?: string;
  href?: string;
  /** A short label after the title ("New"). */
  chip?: string;
  chipColor?: KathaChip['color'];
  /** `outlined` draws the chip as an outline. */
  variant?: 'filled' | 'outlined';
  /** A second, smaller line under the title. */
  subtitle?: string;
  /** Shown but not focusable or clickable. */
  disabled?: boolean;
  /** Opens `href` in a new tab (with rel="noopener noreferrer"), without `katha-navigate`. */
  external?: boolean;
  children?: MenuItem[];
  /** Makes this entry a section header with this label. */
  subheader?: string;
}

const containsPath = (item: MenuItem, path: string): boolean =>
  item.href === path || (item.children ?? []).some((child) => containsPath(child, path));

/**
 * The entries as a row shows them: each section header becomes a dropdown (its label and icon)
 * holding the entries up to the next header; entries before the first header stay in the row.
 */
const asRow = (items: MenuItem[]): MenuItem[] => {
  const row: MenuItem[] = [];
  let section: MenuItem | undefined;
  for (const item of items) {
    if (item.subheader) {
      section = { id: item.id, title: item.subheader, icon: item.icon, children: [] };
      row.push(section);
    } else if (section) section.children!.push(item);
    else row.push(item);
  }
  return row.filter((item) => !item.children || item.children.length > 0);
};

/**
 * @summary The site's navigation menu, driven by data (spec section 3): section headers,
 * links with icons, chips and subtitles, nested groups, disabled and external items. The
 * item whose `href` equals `current-path` is highlighted; a group opens when it holds the
 * current item (in a row, the dropdown holding it is only marked) and toggles on click. `collapsed` shows icons only (names stay for screen
 * readers and as tooltips); `orientation="horizontal"` lays the top level out in a row with
 * dropdown groups, each section header becoming a dropdown of the entries under it. A dropdown
 * opens in the top layer under its item, aligned to its inline start (mirrored in rtl), placed by
 * @floating-ui (loaded on first open): kept inside the window, scrolling when taller than the room.
 *
 * Keyboard: Tab reaches each item; ↑/↓ (or ←/→ in a row) move between items, Home/End to
 * the first/last; Enter or Space toggles a group; → opens and ← closes a group (mirrored in
 * rtl), ← on a child returns to its group; Escape closes a dropdown, and so does a press
 * outside the menu.
 *
 * @csspart nav - The `<nav>` landmark.
 *
 * @cssprop --katha-color-primary - The current item's fill.
 * @cssprop --katha-color-primary-subtle - The hovered item's fill.
 *
 * @fires {CustomEvent<NavigateDetail>} katha-navigate - An internal link was clicked; cancel it to route in the app.
 */
@customElement('katha-nav-menu')
export class KathaNavMenu extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The entries, top level first. */
  @property({ attribute: false }) items: MenuItem[] = [];

  /** The current path: the item whose `href` is exactly this is highlighted. */
  @property({ attribute: 'current-path' }) currentPath = '';

  /** Icons only (the mini sidebar). */
  @property({ type: Boolean, reflect: true }) collapsed = false;

  @property({ reflect: true }) orientation: 'vertical' | 'horizontal' = 'vertical';

  /** The landmark's name; "Main menu" in the page's language by default. */
  @property() label = '';

  /** Groups the person opened or closed, by id; others follow the current path. */
  @state() private toggled = new Map<string, boolean>();

  protected override willUpdate(changed: PropertyValues<this>): void {
    // On a server, as the app shell holding it draws a large window's menu: a row in the bar of the
    // horizontal layout, a column in the sidebar (app-shell.ts); the browser's hydration starts
    // from the same (the attribute), the shell tells it the window's layout after.
    if (isServer && this.getAttribute('slot') === 'sidebar')
      this.orientation = serverMenuLayout() === 'horizontal' ? 'horizontal' : 'vertical';
    // A new current page opens the groups that hold it; in a row, it closes the dropdowns.
    if (changed.has('currentPath') && this.toggled.size > 0) {
      this.toggled =
        this.orientation === 'horizontal'
          ? new Map()
          : new Map([...this.toggled].filter(([id, open]) => open || !this.#holdsCurrent(id)));
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const list of [...this.#dropdowns.keys()]) this.#closeDropdown(list);
  }

  /** The row's open dropdowns, each with what keeps it under its item. */
  readonly #dropdowns = new Map<HTMLElement, PopupPosition>();

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.#placeDropdowns();
  }

  /**
   * Shows each open dropdown of the row (a top-level list rendered as a popover) in the top layer
   * under its item, and takes down those that closed or are no longer dropdowns (the layout changed).
   */
  #placeDropdowns() {
    const open = [
      ...this.renderRoot.querySelectorAll<HTMLElement>('.list > li > ul.group-list[popover]'),
    ].filter((list) => !list.hidden);
    for (const list of [...this.#dropdowns.keys()]) if (!open.includes(list)) this.#closeDropdown(list);
    for (const list of open) {
      if (this.#dropdowns.has(list)) continue;
      const position = new PopupPosition({ minHeight: 120 });
      this.#dropdowns.set(list, position);
      void position.show(list.previousElementSibling as HTMLElement, list);
    }
  }

  #closeDropdown(list: HTMLElement) {
    this.#dropdowns.get(list)?.hide(list);
    this.#dropdowns.delete(list);
    // Its place and height were for the dropdown: the same list may show in a column next.
    for (const property of ['left', 'top', 'max-block-size']) list.style.removeProperty(property);
  }

  /** The entries as drawn: in a row, each section is a dropdown. */
  get #shown(): MenuItem[] {
    return this.orientation === 'horizontal' ? asRow(this.items) : this.items;
  }

  #itemById(id: string, items: MenuItem[] = this.#shown): MenuItem | undefined {
    for (const item of items) {
      const found = item.id === id ? item : this.#itemById(id, item.children ?? []);
      if (found) return found;
    }
    return undefined;
  }

  #holdsCurrent(id: string): boolean {
    const item = this.#itemById(id);
    return !!item && containsPath(item, this.currentPath);
  }

  constructor() {
    super();
    // In a row, a press outside the menu closes its dropdowns.
    new ClickOutsideController(this, () => {
      if (this.orientation === 'horizontal' && this.toggled.size > 0) this.toggled = new Map();
    });
  }

  /**
   * A group the person has not toggled opens when it holds the current page in a column only: in a
   * row the section holding it is marked (`current-group`), never opened by itself.
   */
  #isOpen(item: MenuItem): boolean {
    const column = this.orientation === 'vertical';
    return this.toggled.get(item.id) ?? (column && containsPath(item, this.currentPath));
  }

  #setOpen(item: MenuItem, open: boolean) {
    this.toggled = new Map(this.toggled).set(item.id, open);
  }

  #onLinkClick(event: MouseEvent, item: MenuItem) {
    if (this.orientation === 'horizontal') this.toggled = new Map();
    if (item.external || !isPlainClick(event)) return;
    if (!this.emit<NavigateDetail>('katha-navigate', { href: item.href! }, { cancelable: true }))
      event.preventDefault();
  }

  /** The items keyboard focus can reach, in order, among those shown. */
  #focusable(): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>('a.item, button.item')].filter(
      (element) => element.getClientRects().length > 0,
    );
  }

  #onKeydown(event: KeyboardEvent) {
    const target = event.composedPath()[0] as HTMLElement;
    if (!target.classList?.contains('item')) return;
    const items = this.#focusable();
    const index = items.indexOf(target);
    const rtl = this.direction === 'rtl';
    const horizontal = this.orientation === 'horizontal';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const group = target.dataset.group ? this.#itemById(target.dataset.group) : undefined;
    const parentId = target.dataset.parent;
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown' && horizontal && group) {
      this.#setOpen(group, true);
    } else if (event.key === 'ArrowDown' || (horizontal && event.key === forward)) {
      next = items[(index + 1) % items.length];
    } else if (event.key === 'ArrowUp' || (horizontal && event.key === backward)) {
      next = items[(index - 1 + items.length) % items.length];
    } else if (event.key === 'Home') {
      next = items[0];
    } else if (event.key === 'End') {
      next = items.at(-1);
    } else if (event.key === forward && group) {
      this.#setOpen(group, true);
    } else if ((event.key === backward || event.key === 'Escape') && group && this.#isOpen(group)) {
      this.#setOpen(group, false);
    } else if ((event.key === backward || event.key === 'Escape') && parentId) {
      next =
        this.renderRoot.querySelector<HTMLElement>(`[data-group="${CSS.escape(parentId)}"]`) ?? undefined;
      if (event.key === 'Escape' && next) this.#setOpen(this.#itemById(parentId)!, false);
    } else {
      return;
    }
    event.preventDefault();
    next?.focus();
  }

  #content(item: MenuItem) {
    return html`${namedIcon(item.icon) ?? icon(dotIcon)}
      <span class="text">
        <span class="title">${item.title}</span>
        ${item.subtitle ? html`<span class="subtitle">${item.subtitle}</span>` : nothing}
      </span>
      ${
        item.chip
          ? html`<katha-chip color=${item.chipColor ?? 'primary'} variant=${item.variant === 'outlined' ? 'outlined' : 'filled'}
              >${item.chip}</katha-chip
            >`
          : nothing
      }`;
  }

  #item(item: MenuItem, depth: number, parent?: MenuItem): TemplateResult {
    if (item.subheader) return html`<li class="subheader">${item.subheader}</li>`;
    const depthStyle = styleMap({ '--_depth': String(depth) });
    const tooltip = this.collapsed ? item.title : undefined;
    const parentId = parent?.id ?? nothing;
    if (item.children?.length) {
      const open = this.#isOpen(item);
      const listId = `group-${item.id}`;
      // In a row, a top-level group is a dropdown: shown in the top layer, placed by #placeDropdowns.
      const dropdown = depth === 0 && this.orientation === 'horizontal';
      return html`<li>
        <button
          class="item ${containsPath(item, this.currentPath) ? 'current-group' : ''}"
          type="button"
          style=${depthStyle}
          title=${tooltip ?? nothing}
          aria-expanded=${String(open)}
          aria-controls=${listId}
          data-group=${item.id}
          data-parent=${parentId}
          ?disabled=${item.disabled}
          @click=${() => this.#setOpen(item, !open)}
        >
          ${this.#content(item)}<span class="chevron">${icon(chevronDownIcon)}</span>
        </button>
        <ul class="group-list" id=${listId} popover=${dropdown ? 'manual' : nothing} ?hidden=${!open}>
          ${item.children.map((child) => this.#item(child, depth + 1, item))}
        </ul>
      </li>`;
    }
    if (item.disabled || !item.href) {
      return html`<li>
        <span class="item" style=${depthStyle} aria-disabled="true" title=${tooltip ?? nothing}>${this.#content(item)}</span>
      </li>`;
    }
    const active = item.href === this.currentPath;
    return html`<li>
      <a
        class="item ${active ? 'active' : ''}"
        href=${item.href}
        style=${depthStyle}
        title=${tooltip ?? nothing}
        aria-current=${active ? 'page' : nothing}
        target=${item.external ? '_blank' : nothing}
        rel=${item.external ? 'noopener noreferrer' : nothing}
        data-parent=${parentId}
        @click=${(event: MouseEvent) => this.#onLinkClick(event, item)}
      >
        ${this.#content(item)}
        ${
          item.external
            ? html`<span class="external">${icon(externalIcon)}</span><span class="visually-hidden">${this.t('nav-menu.newTab')}</span>`
            : nothing
        }
      </a>
    </li>`;
  }

  override render() {
    return html`<nav part="nav" aria-label=${this.label || this.t('nav-menu.label')} @keydown=${this.#onKeydown}>
      <ul class="list">
        ${this.#shown.map((item) => this.#item(item, 0))}
      </ul>
    </nav>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-nav-menu': KathaNavMenu;
  }
}
