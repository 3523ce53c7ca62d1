import { html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import '../avatar/avatar.js';
import { KathaElement } from '../core/katha-element.js';
import { isPlainClick, type NavigateDetail } from '../core/navigate.js';
import { baseStyles } from '../core/styles.js';
import { type IconName, namedIcon } from '../icons/named.js';
import { styles } from './list.styles.js';

/** The icons a list item can show at its start: any of the kit's named icons. */
export type ListIcon = IconName;

/** One item: its texts are already translated. */
export interface ListItem {
  id: string;
  /** The item's main line. */
  primary: string;
  /** A second, quieter line. */
  secondary?: string;
  /** A person's name: their avatar (initials, or `avatarSrc`) at the item's start. */
  avatar?: string;
  /** The avatar's picture. */
  avatarSrc?: string;
  /** An icon at the item's start (when there is no avatar). */
  icon?: ListIcon;
  /** Short text at the item's end (a time, a count). */
  meta?: string;
  /** Makes the item a link. */
  href?: string;
  /** An interactive item that cannot be chosen. */
  disabled?: boolean;
}

/** Detail of `katha-list-select`: the item the person chose. */
export interface ListSelectDetail {
  id: string;
}

/**
 * @summary A list (`<ul>` and `<li>`) of items with a main line, an optional second line, an
 * avatar or an icon at the start and short text at the end. Items with an `href` are links;
 * with `interactive`, the others are buttons that fire `katha-list-select` and mark the chosen
 * item (`selected`, `aria-current`). The interactive items are one tab stop: the Down and Up
 * arrows move between them (wrapping), Home and End to the first and last, Enter (and Space on
 * a button) chooses.
 *
 * @csspart list - The `<ul>`.
 * @csspart item - Each `<li>`.
 * @csspart control - Each item's link or button (interactive items).
 * @csspart primary - Each main line.
 * @csspart secondary - Each second line.
 * @csspart meta - Each end text.
 *
 * @cssprop --katha-color-primary-subtle - The selected item's background.
 * @cssprop --katha-color-text-muted - Second lines, end texts and icons.
 *
 * @fires {CustomEvent<ListSelectDetail>} katha-list-select - The person chose an interactive item (`selected` is already updated).
 * @fires {CustomEvent<NavigateDetail>} katha-navigate - A link item was followed; cancel it to route in the app.
 */
@customElement('katha-list')
export class KathaList extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The items, in order. */
  @property({ attribute: false }) items: readonly ListItem[] = [];

  /** The list's accessible name, already translated. */
  @property() label = '';

  /** Items without an `href` are buttons that can be chosen. */
  @property({ type: Boolean, reflect: true }) interactive = false;

  /** The chosen item's `id`. */
  @property({ reflect: true }) selected = '';

  /** Lines between the items. */
  @property({ type: Boolean, reflect: true }) dividers = false;

  /** Less space around each item. */
  @property({ type: Boolean, reflect: true }) dense = false;

  /** The item with the tab stop (the chosen one until the arrows move it). */
  #focusId = '';

  /** Focuses the item with the tab stop (the chosen one), as Tab into the list does; else the list. */
  override focus(options?: FocusOptions): void {
    const stop = this.#tabStop();
    const control = [...(this.shadowRoot?.querySelectorAll<HTMLElement>('.control') ?? [])].find(
      (each) => each.dataset.id === stop,
    );
    if (control) control.focus(options);
    else super.focus(options);
  }

  #isControl(item: ListItem): boolean {
    return Boolean(item.href) || this.interactive;
  }

  #tabStop(): string {
    const controls = this.items.filter((item) => this.#isControl(item));
    const enabled = controls.filter((item) => !item.disabled || item.href);
    const pick = [this.#focusId, this.selected].find((id) => enabled.some((item) => item.id === id));
    return pick ?? enabled[0]?.id ?? '';
  }

  #choose(item: ListItem) {
    if (item.disabled) return;
    this.#focusId = item.id;
    if (item.id !== this.selected) {
      this.selected = item.id;
      this.emit<ListSelectDetail>('katha-list-select', { id: item.id });
    }
  }

  #follow(item: ListItem, event: MouseEvent) {
    this.#focusId = item.id;
    if (
      isPlainClick(event) &&
      !this.emit<NavigateDetail>('katha-navigate', { href: item.href! }, { cancelable: true })
    )
      event.preventDefault();
  }

  #onKeydown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const controls = [
      ...this.shadowRoot!.querySelectorAll<HTMLElement>('.control:not([aria-disabled="true"])'),
    ];
    const index = controls.indexOf(this.shadowRoot!.activeElement as HTMLElement);
    if (index < 0) return;
    const target = {
      ArrowDown: (index + 1) % controls.length,
      ArrowUp: (index - 1 + controls.length) % controls.length,
      Home: 0,
      End: controls.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    this.#focusId = controls[target]!.dataset.id ?? '';
    this.requestUpdate();
    controls[target]!.focus();
  }

  #content(item: ListItem) {
    const glyph = namedIcon(item.icon);
    const start = item.avatar
      ? html`<span class="start" aria-hidden="true"><katha-avatar name=${item.avatar} src=${item.avatarSrc ?? ''}></katha-avatar></span>`
      : glyph
        ? html`<span class="start icon-box">${glyph}</span>`
        : nothing;
    return html`${start}<span class="texts">
        <span part="primary" class="primary">${item.primary}</span>
        ${item.secondary ? html`<span part="secondary" class="secondary">${item.secondary}</span>` : nothing}
      </span>
      ${item.meta ? html`<span part="meta" class="meta">${item.meta}</span>` : nothing}`;
  }

  #item(item: ListItem, stop: string) {
    if (!this.#isControl(item)) return html`<li part="item" class="item">${this.#content(item)}</li>`;
    const tabindex = item.id === stop ? '0' : '-1';
    const current = item.id === this.selected ? 'true' : undefined;
    const control = item.href
      ? html`<a
          part="control"
          class="control"
          data-id=${item.id}
          href=${item.href}
          tabindex=${tabindex}
          aria-current=${ifDefined(current ? 'page' : undefined)}
          @click=${(event: MouseEvent) => this.#follow(item, event)}
          >${this.#content(item)}</a
        >`
      : html`<button
          part="control"
          class="control"
          type="button"
          data-id=${item.id}
          tabindex=${tabindex}
          aria-current=${ifDefined(current)}
          aria-disabled=${ifDefined(item.disabled ? 'true' : undefined)}
          @click=${() => this.#choose(item)}
        >
          ${this.#content(item)}
        </button>`;
    return html`<li part="item" class="item">${control}</li>`;
  }

  override render() {
    const stop = this.#tabStop();
    return html`<ul part="list" class="list" aria-label=${ifDefined(this.label || undefined)} @keydown=${this.#onKeydown}>
      ${this.items.map((item) => this.#item(item, stop))}
    </ul>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-list': KathaList;
  }
  interface HTMLElementEventMap {
    'katha-list-select': CustomEvent<ListSelectDetail>;
  }
}
