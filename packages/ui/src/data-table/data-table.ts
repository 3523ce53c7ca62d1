import { createI18n, type KathaI18n } from '@katha/i18n/core';
import { html, nothing, type PropertyValues, svg } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { chevronDownIcon } from '../icons/chevron-down.js';
import { icon } from '../icons/icon.js';
import { styles } from './data-table.styles.js';
import '../checkbox/checkbox.js';
import '@katha/i18n/messages/data-table';

/** A cell's value as sorting and searching see it. */
export type DataTableValue = string | number | Date | null | undefined;

/** What a column's `render` gets besides the row: the table's formatters and the cell's value. */
export interface DataTableCellContext {
  /** Messages and formatters (numbers, ₹, dates) in the table's locale. */
  i18n: KathaI18n;
  /** The column's value for this row (`value(row)`, else `row[key]`). */
  value: DataTableValue;
}

/**
 * One column. `Row` is the type of the rows (`DataTableColumn<Article>[]`).
 * - `type` formats the value in the table's locale (`number`, `currency` in ₹, `date` as a
 *   medium date in UTC), aligns numbers to the end and sorts numerically or by date; `text`
 *   (the default) sorts with the locale's collation.
 * - `render` draws the cell (a Lit template, a string...); without it the formatted value.
 */
export interface DataTableColumn<Row extends object = object> {
  /** The row's field (and the column's id in events and `sort-key`). */
  key: string;
  /** The header, already translated. */
  label: string;
  type?: 'text' | 'number' | 'currency' | 'date';
  /** Its header is a button that sorts the rows by it. */
  sortable?: boolean;
  /** Whether the search looks in it (default: text columns). */
  searchable?: boolean;
  /** The row's header (`<th scope="row">`): its text names the row for the selection and details controls. */
  rowHeader?: boolean;
  /** The value to sort, search and show; default `row[key]`. */
  value?(row: Row): DataTableValue;
  /** The cell's content; default the value formatted by `type`. */
  render?(row: Row, context: DataTableCellContext): unknown;
}

export type DataTableSortDirection = 'ascending' | 'descending';

/** Detail of `katha-sort-change`. */
export interface DataTableSortDetail {
  key: string;
  direction: DataTableSortDirection;
}

/** Detail of `katha-selection-change`: the keys of every selected row, in any page. */
export interface DataTableSelectionDetail {
  selected: string[];
}

/** Detail of `katha-row-toggle`. */
export interface DataTableRowToggleDetail {
  key: string;
  expanded: boolean;
}

/** Detail of `katha-page-change`: the page (from 1) and the rows per page. */
export interface DataTablePageDetail {
  page: number;
  pageSize: number;
}

/** Detail of `katha-filter-change`. */
export interface DataTableFilterDetail {
  query: string;
}

const firstIcon = svg`<path d="M18 6l-6 6 6 6" /><path d="M7 6v12" />`;
const lastIcon = svg`<path d="M6 6l6 6-6 6" /><path d="M17 6v12" />`;
const sortIcon = svg`<path d="M12 5v14" /><path d="M6 13l6 6 6-6" />`;
const unsortedIcon = svg`<path d="M8 9l4-4 4 4" /><path d="M8 15l4 4 4-4" />`;

type DetailRenderer = (row: object, context: { i18n: KathaI18n }) => unknown;

/** Sort and search keys of one row, computed once per rows/columns/locale. */
interface Indexed {
  row: object;
  key: string;
  text: string;
}

/**
 * @summary A data table on a semantic `<table>`: sortable columns (header buttons, `aria-sort`),
 * row selection with the kit's checkboxes (a "select all" with the mixed state, a count of the
 * selected rows), collapsible rows (a disclosure button and a detail row), a fixed header over a
 * scrolling body, pages (rows per page, "page x of y", numbers in the page's language) and a
 * search filter. Only the current page is rendered, so 10,000 rows stay smooth. Every control
 * is a native or kit control reached with Tab; in the body, the up and down arrows move to the
 * same control in the row above or below, and in the header the left and right arrows move
 * between the sort buttons (mirrored in rtl).
 *
 * Columns and rows are properties (`columns`, `rows`); a column's `render` draws its cells and
 * `renderDetail` a row's detail. Server-rendered with the rest of the kit.
 *
 * @csspart table - The `<table>`.
 * @csspart scroller - The region that scrolls (both ways with `fixed-header`, else sideways).
 * @csspart toolbar - The row above the table with the search field.
 * @csspart search - The search `<input>`.
 * @csspart footer - The row under the table: selected count and pages.
 * @csspart detail - Each detail row's cell.
 *
 * @cssprop --katha-data-table-max-height - The scrolling body's height with `fixed-header` (24rem).
 * @cssprop --katha-color-primary-subtle - A selected row's background.
 * @cssprop --katha-color-surface-muted - The header's background.
 *
 * @fires {CustomEvent<DataTableSortDetail>} katha-sort-change - The person sorted by a column (`sortKey`, `sortDirection` are updated).
 * @fires {CustomEvent<DataTableSelectionDetail>} katha-selection-change - The person selected or unselected rows (`selected` is updated).
 * @fires {CustomEvent<DataTableRowToggleDetail>} katha-row-toggle - The person showed or hid a row's detail (`expanded` is updated).
 * @fires {CustomEvent<DataTablePageDetail>} katha-page-change - The person went to another page or chose the rows per page.
 * @fires {CustomEvent<DataTableFilterDetail>} katha-filter-change - The person typed in the search field (`query` is updated, the page is 1).
 */
@customElement('katha-data-table')
export class KathaDataTable extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The columns, in order. */
  @property({ attribute: false }) columns: readonly DataTableColumn[] = [];

  /** The rows (any objects; `row-key` names the field that identifies each). */
  @property({ attribute: false }) rows: readonly object[] = [];

  /** The field that identifies a row (for selection and details). */
  @property({ attribute: 'row-key' }) rowKey = 'id';

  /** The table's caption (its accessible name), already translated; hidden unless `show-caption`. */
  @property() label = '';

  /** Shows the caption above the table. */
  @property({ type: Boolean, reflect: true, attribute: 'show-caption' }) showCaption = false;

  /** The column the rows are sorted by (its `key`); none when empty. */
  @property({ attribute: 'sort-key', reflect: true }) sortKey = '';

  @property({ attribute: 'sort-direction', reflect: true }) sortDirection: DataTableSortDirection =
    'ascending';

  /** A checkbox on each row and a "select all" in the header. */
  @property({ type: Boolean, reflect: true }) selectable = false;

  /** The keys of the selected rows. */
  @property({ attribute: false }) selected: readonly string[] = [];

  /**
   * A disclosure button on each row that shows `renderDetail(row)` in a row under it. Its `row` is
   * one of `rows` (typed `never` here so that a function of your row type fits).
   */
  @property({ attribute: false }) renderDetail?: (row: never, context: { i18n: KathaI18n }) => unknown;

  /** The keys of the rows whose detail is shown. */
  @property({ attribute: false }) expanded: readonly string[] = [];

  /** The header stays while the body scrolls (its height: `--katha-data-table-max-height`). */
  @property({ type: Boolean, reflect: true, attribute: 'fixed-header' }) fixedHeader = false;

  /** Rows per page; 0 shows every row on one page (keep that for short tables). */
  @property({ type: Number, attribute: 'page-size' }) pageSize = 0;

  /** The choices of rows per page. */
  @property({ attribute: false }) pageSizes: readonly number[] = [5, 10, 25, 50];

  /** The current page, from 1. */
  @property({ type: Number }) page = 1;

  /** A search field above the table that keeps the rows whose searchable columns contain the words. */
  @property({ type: Boolean, reflect: true }) searchable = false;

  /** The search text. */
  @property() query = '';

  /** The rows sorted and filtered (before paging). */
  #view: readonly Indexed[] = [];

  #indexed: readonly Indexed[] = [];

  #indexedFor?: {
    rows: readonly object[];
    columns: readonly DataTableColumn[];
    locale: string;
    rowKey: string;
  };

  #viewFor?: { indexed: readonly Indexed[]; sortKey: string; sortDirection: string; query: string };

  #valueOf(column: DataTableColumn, row: object): DataTableValue {
    return column.value
      ? column.value(row)
      : ((row as Record<string, unknown>)[column.key] as DataTableValue);
  }

  #format(column: DataTableColumn, value: DataTableValue, i18n: KathaI18n): string {
    if (value === null || value === undefined || value === '') return '';
    switch (column.type) {
      case 'number':
        return i18n.formatNumber(Number(value));
      case 'currency':
        return i18n.formatCurrency(Number(value));
      case 'date':
        return i18n.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' });
      default:
        return String(value);
    }
  }

  #searchable(column: DataTableColumn): boolean {
    return column.searchable ?? (column.type ?? 'text') === 'text';
  }

  /** The row keys and search texts: recomputed only when the rows, columns or locale change. */
  #index(): readonly Indexed[] {
    const locale = this.locale;
    const key = this.#indexedFor;
    if (
      key &&
      key.rows === this.rows &&
      key.columns === this.columns &&
      key.locale === locale &&
      key.rowKey === this.rowKey
    )
      return this.#indexed;
    const searched = this.columns.filter((column) => this.#searchable(column));
    const i18n = createI18n(locale);
    this.#indexed = this.rows.map((row) => ({
      row,
      key: String((row as Record<string, unknown>)[this.rowKey]),
      text: searched
        .map((column) => {
          const value = this.#valueOf(column, row);
          return `${value ?? ''} ${this.#format(column, value, i18n)}`;
        })
        .join(' ')
        .toLocaleLowerCase(locale),
    }));
    this.#indexedFor = { rows: this.rows, columns: this.columns, locale, rowKey: this.rowKey };
    return this.#indexed;
  }

  /** The rows filtered by `query` and sorted by `sortKey`: recomputed only when one of them changes. */
  #rowsInView(): readonly Indexed[] {
    const indexed = this.#index();
    const key = this.#viewFor;
    if (
      key &&
      key.indexed === indexed &&
      key.sortKey === this.sortKey &&
      key.sortDirection === this.sortDirection &&
      key.query === this.query
    )
      return this.#view;
    const locale = this.locale;
    const words = this.query.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
    let view = words.length
      ? indexed.filter((item) => words.every((word) => item.text.includes(word)))
      : indexed;
    const column = this.columns.find((candidate) => candidate.key === this.sortKey && candidate.sortable);
    if (column) {
      const type = column.type ?? 'text';
      const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
      const keyed = view.map((item) => {
        const value = this.#valueOf(column, item.row);
        const sortValue =
          value === null || value === undefined || value === ''
            ? null
            : type === 'date'
              ? new Date(value).getTime()
              : type === 'text'
                ? String(value)
                : Number(value);
        return { item, sortValue };
      });
      const sign = this.sortDirection === 'descending' ? -1 : 1;
      keyed.sort((a, b) => {
        // Empty values last, whichever the direction.
        if (a.sortValue === null || b.sortValue === null)
          return a.sortValue === b.sortValue ? 0 : a.sortValue === null ? 1 : -1;
        const order =
          typeof a.sortValue === 'string'
            ? collator.compare(a.sortValue, b.sortValue as string)
            : (a.sortValue as number) - (b.sortValue as number);
        return sign * order;
      });
      view = keyed.map((entry) => entry.item);
    }
    this.#view = view;
    this.#viewFor = { indexed, sortKey: this.sortKey, sortDirection: this.sortDirection, query: this.query };
    return view;
  }

  /** The number of pages of the rows in view (at least 1). */
  get pageCount(): number {
    const total = this.#rowsInView().length;
    return this.pageSize > 0 ? Math.max(1, Math.ceil(total / this.pageSize)) : 1;
  }

  /** The rows the search keeps, sorted, on every page. */
  get visibleRows(): object[] {
    return this.#rowsInView().map((item) => item.row);
  }

  /**
   * Focuses the row's first control (its checkbox, else its details button): where focus goes
   * when the rows the page acted on are gone. False when the row is not shown or has no control.
   */
  focusRow(key: string): boolean {
    const row = [...(this.shadowRoot?.querySelectorAll<HTMLElement>('tr.row') ?? [])].find(
      (each) => each.dataset.key === key,
    );
    const control = row?.querySelector<HTMLElement>('katha-checkbox, .expander');
    control?.focus();
    return Boolean(control);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('query') && changed.get('query') !== undefined) this.page = 1;
  }

  #currentPage(): number {
    return Math.min(Math.max(1, Math.floor(this.page) || 1), this.pageCount);
  }

  #rowName(row: object, i18n: KathaI18n): string {
    const header = this.columns.find((column) => column.rowHeader) ?? this.columns[0];
    return header ? this.#format(header, this.#valueOf(header, row), i18n) : '';
  }

  #sortBy(column: DataTableColumn) {
    const direction: DataTableSortDirection =
      this.sortKey === column.key && this.sortDirection === 'ascending' ? 'descending' : 'ascending';
    this.sortKey = column.key;
    this.sortDirection = direction;
    this.emit<DataTableSortDetail>('katha-sort-change', { key: column.key, direction });
  }

  #setSelected(keys: Iterable<string>) {
    this.selected = [...new Set(keys)];
    this.emit<DataTableSelectionDetail>('katha-selection-change', { selected: [...this.selected] });
  }

  #toggleRow(key: string, checked: boolean) {
    const next = new Set(this.selected);
    if (checked) next.add(key);
    else next.delete(key);
    this.#setSelected(next);
  }

  #toggleAll(view: readonly Indexed[]) {
    const next = new Set(this.selected);
    const all = view.length > 0 && view.every((item) => next.has(item.key));
    for (const item of view) {
      if (all) next.delete(item.key);
      else next.add(item.key);
    }
    this.#setSelected(next);
  }

  #toggleDetail(key: string) {
    const open = !this.expanded.includes(key);
    this.expanded = open ? [...this.expanded, key] : this.expanded.filter((other) => other !== key);
    this.emit<DataTableRowToggleDetail>('katha-row-toggle', { key, expanded: open });
  }

  #goTo(page: number) {
    const target = Math.min(Math.max(1, page), this.pageCount);
    if (target === this.#currentPage()) return;
    this.page = target;
    this.emit<DataTablePageDetail>('katha-page-change', { page: target, pageSize: this.pageSize });
  }

  #onPageSize(event: Event) {
    const size = Number((event.target as HTMLSelectElement).value);
    // Keep the first row of the page in view.
    const first = (this.#currentPage() - 1) * this.pageSize;
    this.pageSize = size;
    this.page = Math.floor(first / size) + 1;
    this.emit<DataTablePageDetail>('katha-page-change', { page: this.page, pageSize: size });
  }

  #onSearch(event: Event) {
    this.query = (event.target as HTMLInputElement).value;
    this.page = 1;
    this.emit<DataTableFilterDetail>('katha-filter-change', { query: this.query });
  }

  /**
   * Arrows between controls: in the body, up and down to the same column's control in the
   * row above or below (detail rows skipped); in the header, left and right between sort buttons.
   */
  #onKeydown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const path = event.composedPath();
    const cell = path.find(
      (node): node is HTMLTableCellElement =>
        node instanceof HTMLTableCellElement && this.shadowRoot!.contains(node),
    );
    if (!cell) return;
    const row = cell.parentElement as HTMLTableRowElement;
    const section = row.parentElement!;
    if (section.localName === 'thead') {
      const forward = this.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const backward = this.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      if (event.key !== forward && event.key !== backward) return;
      const buttons = [...row.querySelectorAll<HTMLElement>('.sort, katha-checkbox')];
      const index = buttons.findIndex((button) => path.includes(button));
      const next = buttons[index + (event.key === forward ? 1 : -1)];
      if (index < 0 || !next) return;
      event.preventDefault();
      next.focus();
      return;
    }
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    const target = path[0] as HTMLElement;
    // A select or a text field keeps its own arrows.
    if (
      target.localName === 'select' ||
      (target.localName === 'input' && (target as HTMLInputElement).type !== 'checkbox')
    )
      return;
    const rows = [...section.querySelectorAll<HTMLTableRowElement>(':scope > tr.row')];
    const next = rows[rows.indexOf(row) + (event.key === 'ArrowDown' ? 1 : -1)];
    const control = next?.cells[cell.cellIndex]?.querySelector<HTMLElement>(
      'katha-checkbox, button, a[href], input, select, [tabindex]',
    );
    if (!control) return;
    event.preventDefault();
    control.focus();
  }

  #renderHeader(view: readonly Indexed[]) {
    const selected = new Set(this.selected);
    const count = view.filter((item) => selected.has(item.key)).length;
    const all = view.length > 0 && count === view.length;
    return html`<tr>
      ${
        this.selectable
          ? html`<th scope="col" class="control-cell">
            <span class="visually-hidden">${this.t('data-table.selectColumn')}</span>
            <katha-checkbox
              class="select"
              label=${this.t('data-table.selectAll')}
              .checked=${all}
              .indeterminate=${count > 0 && !all}
              ?disabled=${view.length === 0}
              @katha-checkbox-change=${(event: Event) => {
                event.stopPropagation();
                this.#toggleAll(view);
              }}
            ></katha-checkbox>
          </th>`
          : nothing
      }
      ${
        this.renderDetail
          ? html`<th scope="col" class="control-cell">
            <span class="visually-hidden">${this.t('data-table.detailsColumn')}</span>
          </th>`
          : nothing
      }
      ${this.columns.map((column) => {
        const sorted = column.sortable && this.sortKey === column.key;
        const numeric = column.type && column.type !== 'text';
        return html`<th
          scope="col"
          class=${numeric ? 'num' : ''}
          aria-sort=${ifDefined(sorted ? this.sortDirection : undefined)}
        >
          ${
            column.sortable
              ? html`<button type="button" class="sort ${sorted ? `sorted ${this.sortDirection}` : ''}" @click=${() => this.#sortBy(column)}>
                <span>${column.label}</span>${icon(sorted ? sortIcon : unsortedIcon)}
              </button>`
              : column.label
          }
        </th>`;
      })}
    </tr>`;
  }

  #renderCell(column: DataTableColumn, row: object, i18n: KathaI18n) {
    const value = this.#valueOf(column, row);
    const content = column.render ? column.render(row, { i18n, value }) : this.#format(column, value, i18n);
    const numeric = column.type && column.type !== 'text';
    return column.rowHeader
      ? html`<th scope="row" class=${numeric ? 'num' : ''}>${content}</th>`
      : html`<td class=${numeric ? 'num' : ''}>${content}</td>`;
  }

  #renderRows(rows: readonly Indexed[], total: number) {
    const span = this.columns.length + (this.selectable ? 1 : 0) + (this.renderDetail ? 1 : 0);
    if (rows.length === 0)
      return html`<tr class="empty">
        <td colspan=${span}>
          ${total === 0 ? this.t('data-table.empty') : this.t('data-table.noMatches', { query: this.query })}
        </td>
      </tr>`;
    const selected = new Set(this.selected);
    const expanded = new Set(this.expanded);
    const i18n = this.i18n;
    return repeat(
      rows,
      (item) => item.key,
      (item) => {
        const isSelected = selected.has(item.key);
        const open = this.renderDetail && expanded.has(item.key);
        const name = this.selectable || this.renderDetail ? this.#rowName(item.row, i18n) : '';
        const detailId = `detail-${item.key}`;
        return html`<tr class="row ${isSelected ? 'selected' : ''}" data-key=${item.key}>
            ${
              this.selectable
                ? html`<td class="control-cell">
                  <katha-checkbox
                    class="select"
                    label=${i18n.t('data-table.selectRow', { name })}
                    .checked=${isSelected}
                    @katha-checkbox-change=${(event: CustomEvent<{ checked: boolean }>) => {
                      event.stopPropagation();
                      this.#toggleRow(item.key, event.detail.checked);
                    }}
                  ></katha-checkbox>
                </td>`
                : nothing
            }
            ${
              this.renderDetail
                ? html`<td class="control-cell">
                  <button
                    type="button"
                    class="expander"
                    aria-expanded=${open ? 'true' : 'false'}
                    aria-controls=${ifDefined(open ? detailId : undefined)}
                    aria-label=${i18n.t('data-table.showDetails', { name })}
                    @click=${() => this.#toggleDetail(item.key)}
                  >
                    ${icon(chevronDownIcon)}
                  </button>
                </td>`
                : nothing
            }
            ${this.columns.map((column) => this.#renderCell(column, item.row, i18n))}
          </tr>
          ${
            open
              ? html`<tr class="detail" id=${detailId}>
                <td part="detail" colspan=${span}>${(this.renderDetail as DetailRenderer)(item.row, { i18n })}</td>
              </tr>`
              : nothing
          }`;
      },
    );
  }

  #renderFooter(view: readonly Indexed[]) {
    const paged = this.pageSize > 0;
    if (!paged && !this.selectable) return nothing;
    const page = this.#currentPage();
    const pages = this.pageCount;
    const total = view.length;
    const from = total === 0 ? 0 : (page - 1) * this.pageSize + 1;
    const to = Math.min(total, page * this.pageSize);
    const sizes = this.pageSizes.includes(this.pageSize)
      ? this.pageSizes
      : [...this.pageSizes, this.pageSize].sort((a, b) => a - b);
    return html`<div part="footer" class="footer">
      ${
        this.selectable
          ? html`<p class="count" role="status">${this.t('data-table.selected', { count: this.selected.length })}</p>`
          : nothing
      }
      ${
        paged
          ? html`<div class="pager">
            <label class="size">
              <span>${this.t('data-table.rowsPerPage')}</span>
              <select @change=${this.#onPageSize}>
                ${sizes.map(
                  (size) =>
                    html`<option value=${size} ?selected=${size === this.pageSize}>${this.i18n.formatNumber(size)}</option>`,
                )}
              </select>
            </label>
            <p class="range" role="status">
              <span>${this.t('data-table.range', { from, to, total })}</span>
              <span class="page">${this.t('data-table.page', { page, pages })}</span>
            </p>
            <nav class="pages" aria-label=${this.t('data-table.pagination')}>
              ${this.#pageButton('first', this.t('data-table.firstPage'), 1, page > 1, firstIcon)}
              ${this.#pageButton('previous', this.t('data-table.previousPage'), page - 1, page > 1, chevronDownIcon)}
              ${this.#pageButton('next', this.t('data-table.nextPage'), page + 1, page < pages, chevronDownIcon)}
              ${this.#pageButton('last', this.t('data-table.lastPage'), pages, page < pages, lastIcon)}
            </nav>
          </div>`
          : nothing
      }
    </div>`;
  }

  #pageButton(name: string, label: string, page: number, enabled: boolean, shape: ReturnType<typeof svg>) {
    return html`<button
      type="button"
      class="page-button ${name}"
      aria-label=${label}
      ?disabled=${!enabled}
      @click=${() => this.#goTo(page)}
    >
      ${icon(shape)}
    </button>`;
  }

  override render() {
    const view = this.#rowsInView();
    const page = this.#currentPage();
    const rows = this.pageSize > 0 ? view.slice((page - 1) * this.pageSize, page * this.pageSize) : view;
    return html`${
      this.searchable
        ? html`<div part="toolbar" class="toolbar">
          <label class="search">
            <span>${this.t('data-table.search')}</span>
            <input part="search" type="search" .value=${live(this.query)} @input=${this.#onSearch} />
          </label>
        </div>`
        : nothing
    }
      <div
        part="scroller"
        class="scroller"
        role="region"
        aria-labelledby="caption"
        tabindex="0"
        @keydown=${this.#onKeydown}
      >
        <table part="table">
          <caption id="caption" class=${this.showCaption ? '' : 'visually-hidden'}>${this.label}</caption>
          <thead>
            ${this.#renderHeader(view)}
          </thead>
          <tbody>
            ${this.#renderRows(rows, this.rows.length)}
          </tbody>
        </table>
      </div>
      ${this.#renderFooter(view)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-data-table': KathaDataTable;
  }
  interface HTMLElementEventMap {
    'katha-sort-change': CustomEvent<DataTableSortDetail>;
    'katha-selection-change': CustomEvent<DataTableSelectionDetail>;
    'katha-row-toggle': CustomEvent<DataTableRowToggleDetail>;
    'katha-page-change': CustomEvent<DataTablePageDetail>;
    'katha-filter-change': CustomEvent<DataTableFilterDetail>;
  }
}
