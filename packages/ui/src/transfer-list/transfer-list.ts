import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KathaFormControl } from '../core/form-control.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './transfer-list.styles.js';
import '@katha/i18n/messages/transfer-list';

/** One item of a transfer list: what the form submits, what the person reads, and whether it is fixed. */
export interface TransferItem {
  value: string;
  /** Already translated. */
  label: string;
  /** Cannot be selected or moved. */
  disabled?: boolean;
}

/** Detail of `katha-transfer-list-change`: the chosen values, in the items' order. */
export interface TransferListChangeDetail {
  value: string[];
}

type Side = 'available' | 'chosen';

/**
 * @summary A transfer list: the items in two lists, the available ones and the chosen ones; the
 * person selects items in either list and moves them across with the buttons between (move the
 * selected, move all; labelled by the list they move to, so they read right in rtl). Each list is a
 * multi-select listbox (ARIA APG), one Tab stop: the arrows, Home and End move through it, Space
 * selects, Ctrl+A selects all. It takes part in the form it is in: the chosen values are
 * submitted under `name` (one entry each), `required` stops the submit with the kit's message in
 * the page's language until one is chosen, a form reset puts back what it started with, and a
 * disabled fieldset disables it. Side by side, one above the other in a narrow space.
 *
 * @csspart base - The group around both lists.
 * @csspart label - The label of the whole control.
 * @csspart list - Each listbox.
 * @csspart option - Each item.
 * @csspart button - Each move button.
 * @csspart error - The error message after a failed submit.
 *
 * @cssprop --katha-transfer-list-height - The lists' height (224px).
 * @cssprop --katha-color-primary - A selected item's box.
 * @cssprop --katha-color-error - The error message.
 *
 * @fires {CustomEvent<TransferListChangeDetail>} katha-transfer-list-change - The person moved items.
 */
@customElement('katha-transfer-list')
export class KathaTransferList extends KathaFormControl<string[]> {
  static override styles = [baseStyles, styles];

  /** The control's label, already translated. */
  @property() label = '';

  /** The first list's heading (default: "Available" in the page's language). */
  @property({ attribute: 'available-label' }) availableLabel = '';

  /** The second list's heading (default: "Chosen" in the page's language). */
  @property({ attribute: 'chosen-label' }) chosenLabel = '';

  /** Every item, in the order both lists show them. */
  @property({ attribute: false }) items: TransferItem[] = [];

  /** The chosen items' values. What it starts with is what a form reset restores. */
  @property({ attribute: false }) value: string[] = [];

  @property({ type: Boolean, reflect: true }) required = false;

  /** The items selected (ticked) in either list, waiting to be moved. */
  @state() private selected: ReadonlySet<string> = new Set();

  /** The active item (the listbox's focus) of each list, by position. */
  @state() private active: Record<Side, number> = { available: 0, chosen: 0 };

  @query('#available') private availableList!: HTMLElement;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('items') || changed.has('value')) {
      const known = new Set(this.items.map((item) => item.value));
      const selected = [...this.selected].filter((value) => known.has(value));
      if (selected.length !== this.selected.size) this.selected = new Set(selected);
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    const chosen = this.#chosenValues();
    let data: FormData | null = null;
    if (this.name && chosen.length) {
      data = new FormData();
      for (const value of chosen) data.append(this.name, value);
    }
    this.internals.setFormValue(data, JSON.stringify(chosen));
    if (this.required && !chosen.length)
      this.internals.setValidity(
        { valueMissing: true },
        this.t('transfer-list.required'),
        this.availableList ?? undefined,
      );
    else this.internals.setValidity({});
    if (changed.has('value') && chosen.length) this.validationError = '';
    // Keeps the active item in view while the person moves through a list.
    if ((changed as Map<PropertyKey, unknown>).has('active'))
      this.renderRoot.querySelector('.list:focus .option.active')?.scrollIntoView({ block: 'nearest' });
  }

  protected captureDefault(): string[] {
    return [...this.value];
  }

  protected restoreDefault(value: string[]): void {
    this.value = [...value];
    this.selected = new Set();
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state !== 'string') return;
    try {
      const values: unknown = JSON.parse(state);
      if (Array.isArray(values)) this.value = values.map(String);
    } catch {
      // Not a state this control wrote: ignored.
    }
  }

  /** Focuses the list of available items. */
  override focus(options?: FocusOptions): void {
    this.availableList?.focus(options);
  }

  protected override focusInvalid(): void {
    this.focus();
  }

  /** The chosen values that name an item, in the items' order. */
  #chosenValues(): string[] {
    const chosen = new Set(this.value);
    return this.items.filter((item) => chosen.has(item.value)).map((item) => item.value);
  }

  #itemsOf(side: Side): TransferItem[] {
    const chosen = new Set(this.value);
    return this.items.filter((item) => chosen.has(item.value) === (side === 'chosen'));
  }

  #heading(side: Side): string {
    if (side === 'available') return this.availableLabel || this.t('transfer-list.available');
    return this.chosenLabel || this.t('transfer-list.chosen');
  }

  /** The items of `side` a move takes: the selected ones, or all of them; never a disabled one. */
  #movable(side: Side, all: boolean): TransferItem[] {
    return this.#itemsOf(side).filter((item) => !item.disabled && (all || this.selected.has(item.value)));
  }

  #move(from: Side, all: boolean) {
    if (this.inactive) return;
    const moving = this.#movable(from, all).map((item) => item.value);
    if (!moving.length) return;
    const set = new Set(this.value);
    for (const value of moving) {
      if (from === 'available') set.add(value);
      else set.delete(value);
    }
    const selected = new Set(this.selected);
    for (const value of moving) selected.delete(value);
    this.selected = selected;
    this.value = this.items.filter((item) => set.has(item.value)).map((item) => item.value);
    this.active = { ...this.active, [from]: 0 };
    this.emit<TransferListChangeDetail>('katha-transfer-list-change', { value: [...this.value] });
  }

  #toggle(item: TransferItem | undefined) {
    if (!item || item.disabled || this.inactive) return;
    const selected = new Set(this.selected);
    if (selected.has(item.value)) selected.delete(item.value);
    else selected.add(item.value);
    this.selected = selected;
  }

  #onKeydown(side: Side, event: KeyboardEvent) {
    const items = this.#itemsOf(side);
    if (!items.length || event.altKey) return;
    const current = Math.min(this.active[side], items.length - 1);
    let next = current;
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      const enabled = items.filter((item) => !item.disabled);
      const all = enabled.every((item) => this.selected.has(item.value));
      const selected = new Set(this.selected);
      for (const item of enabled) {
        if (all) selected.delete(item.value);
        else selected.add(item.value);
      }
      this.selected = selected;
    } else if (event.ctrlKey || event.metaKey) return;
    else if (event.key === 'ArrowDown') next = Math.min(current + 1, items.length - 1);
    else if (event.key === 'ArrowUp') next = Math.max(current - 1, 0);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = items.length - 1;
    else if (event.key === ' ') this.#toggle(items[current]);
    else return;
    event.preventDefault();
    this.active = { ...this.active, [side]: next };
  }

  #onOptionClick(side: Side, index: number, item: TransferItem) {
    this.active = { ...this.active, [side]: index };
    this.#toggle(item);
  }

  #renderList(side: Side) {
    const items = this.#itemsOf(side);
    const active = Math.min(this.active[side], items.length - 1);
    const checked = items.filter((item) => this.selected.has(item.value)).length;
    const inactive = this.inactive;
    return html`<div class="panel">
      <div class="head">
        <span class="heading" id="${side}-heading">${this.#heading(side)}</span>
        <span class="count" id="${side}-count">${this.t('transfer-list.count', { checked, total: items.length })}</span>
      </div>
      <ul
        part="list"
        class="list"
        id=${side}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby="${side}-heading"
        aria-describedby="${side}-count${side === 'available' && this.validationError ? ' error' : ''}"
        aria-activedescendant=${ifDefined(items.length ? `${side}-${active}` : undefined)}
        aria-disabled=${ifDefined(inactive ? 'true' : undefined)}
        aria-required=${ifDefined(side === 'chosen' && this.required ? 'true' : undefined)}
        aria-invalid=${ifDefined(this.validationError ? 'true' : undefined)}
        tabindex=${inactive ? '-1' : '0'}
        @keydown=${(event: KeyboardEvent) => this.#onKeydown(side, event)}
      >
        ${items.map(
          (item, index) => html`<li
            part="option"
            class="option ${index === active ? 'active' : ''}"
            id="${side}-${index}"
            role="option"
            aria-selected=${this.selected.has(item.value) ? 'true' : 'false'}
            aria-disabled=${ifDefined(item.disabled || inactive ? 'true' : undefined)}
            @click=${() => this.#onOptionClick(side, index, item)}
          >
            <svg class="box" viewBox="0 0 16 16" aria-hidden="true"><path d="M3.5 8.5l3 3 6-7" /></svg>
            <span>${item.label}</span>
          </li>`,
        )}
      </ul>
      ${items.length ? nothing : html`<p class="empty" aria-hidden="true">${this.t('transfer-list.empty')}</p>`}
    </div>`;
  }

  #renderButton(from: Side, all: boolean) {
    const to: Side = from === 'available' ? 'chosen' : 'available';
    const label = this.t(all ? 'transfer-list.moveAll' : 'transfer-list.moveSelected', {
      list: this.#heading(to),
    });
    const possible = !this.inactive && this.#movable(from, all).length > 0;
    const path = all ? 'M5 4l4 4-4 4M9 4l4 4-4 4' : 'M6 4l4 4-4 4';
    return html`<button
      part="button"
      class="move ${to}"
      type="button"
      aria-label=${label}
      title=${label}
      aria-disabled=${possible ? 'false' : 'true'}
      @click=${() => this.#move(from, all)}
    >
      <svg viewBox="0 0 16 16" aria-hidden="true"><path d=${path} /></svg>
    </button>`;
  }

  override render() {
    const error = this.validationError;
    return html`<div
        part="base"
        class="base"
        role="group"
        aria-labelledby=${ifDefined(this.label ? 'label' : undefined)}
      >
        ${
          this.label
            ? html`<span part="label" class="label" id="label">${this.label}${
                this.required ? html`<span aria-hidden="true" class="required"> *</span>` : nothing
              }</span>`
            : nothing
        }
        <div class="lists">
          ${this.#renderList('available')}
          <div class="actions">
            ${this.#renderButton('available', true)} ${this.#renderButton('available', false)}
            ${this.#renderButton('chosen', false)} ${this.#renderButton('chosen', true)}
          </div>
          ${this.#renderList('chosen')}
        </div>
      </div>
      ${error ? html`<span part="error" class="error" id="error" role="alert">${error}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-transfer-list': KathaTransferList;
  }
  interface HTMLElementEventMap {
    'katha-transfer-list-change': CustomEvent<TransferListChangeDetail>;
  }
}
