import type { KathaI18n } from '@katha/i18n/core';
import { html, nothing, type PropertyValues, type SVGTemplateResult } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { live } from 'lit/directives/live.js';
import { repeat } from 'lit/directives/repeat.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { chevronDownIcon } from '../icons/chevron-down.js';
import { firstPageIcon } from '../icons/first-page.js';
import { icon } from '../icons/icon.js';
import { lastPageIcon } from '../icons/last-page.js';
import { sortedIcon } from '../icons/sorted.js';
import { unsortedIcon } from '../icons/unsorted.js';
import { cellValue, type DataTableColumn, formatCell, isNumeric, rowName } from './columns.js';
import { styles } from './data-table.styles.js';
import { arrowTarget } from './keyboard.js';
import { clampPage, pageCount, pageForSize, pageRange, pageRows, pageSizeChoices } from './paging.js';
import { type DataTableSortDirection, type IndexedRow, RowsInView } from './rows.js';
import '../checkbox/checkbox.js';
import '@katha/i18n/messages/data-table';

export type { DataTableCellContext, DataTableColumn, DataTableValue } from './columns.js';
export type { DataTableSortDirection } from './rows.js';

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

type DetailRenderer = (row: object, context: { i18n: KathaI18n }) => unknown;

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

  #rowsInView = new RowsInView();

  /** The rows the search keeps, sorted (before paging): see ./rows.ts. */
  #view(): readonly IndexedRow[] {
    return this.#rowsInView.get({
      rows: this.rows,
      columns: this.columns,
      rowKey: this.rowKey,
      locale: this.locale,
      sortKey: this.sortKey,
      sortDirection: this.sortDirection,
      query: this.query,
    });
  }

  /** The number of pages of the rows in view (at least 1). */
  get pageCount(): number {
    return pageCount(this.#view().length, this.pageSize);
  }

  /** The rows the search keeps, sorted, on every page. */
  get visibleRows(): object[] {
    return this.#view().map((item) => item.row);
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
    return clampPage(this.page, this.pageCount);
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

  #toggleAll(view: readonly IndexedRow[]) {
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
    this.page = pageForSize(this.#currentPage(), this.pageSize, size);
    this.pageSize = size;
    this.emit<DataTablePageDetail>('katha-page-change', { page: this.page, pageSize: size });
  }

  #onSearch(event: Event) {
    this.query = (event.target as HTMLInputElement).value;
    this.page = 1;
    this.emit<DataTableFilterDetail>('katha-filter-change', { query: this.query });
  }

  /** Arrows between the controls (./keyboard.ts). */
  #onKeydown(event: KeyboardEvent) {
    const next = arrowTarget(event, this.shadowRoot!, this.direction);
    if (!next) return;
    event.preventDefault();
    next.focus();
  }

  #renderHeader(view: readonly IndexedRow[]) {
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
        return html`<th
          scope="col"
          class=${isNumeric(column) ? 'num' : ''}
          aria-sort=${ifDefined(sorted ? this.sortDirection : undefined)}
        >
          ${
            column.sortable
              ? html`<button type="button" class="sort ${sorted ? `sorted ${this.sortDirection}` : ''}" @click=${() => this.#sortBy(column)}>
                <span>${column.label}</span>${icon(sorted ? sortedIcon : unsortedIcon)}
              </button>`
              : column.label
          }
        </th>`;
      })}
    </tr>`;
  }

  #renderCell(column: DataTableColumn, row: object, i18n: KathaI18n) {
    const value = cellValue(column, row);
    const content = column.render ? column.render(row, { i18n, value }) : formatCell(column, value, i18n);
    const numeric = isNumeric(column);
    return column.rowHeader
      ? html`<th scope="row" class=${numeric ? 'num' : ''}>${content}</th>`
      : html`<td class=${numeric ? 'num' : ''}>${content}</td>`;
  }

  #renderRows(rows: readonly IndexedRow[], total: number) {
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
        const name = this.selectable || this.renderDetail ? rowName(this.columns, item.row, i18n) : '';
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

  #renderFooter(view: readonly IndexedRow[]) {
    const paged = this.pageSize > 0;
    if (!paged && !this.selectable) return nothing;
    const page = this.#currentPage();
    const pages = this.pageCount;
    const total = view.length;
    const { from, to } = pageRange(page, this.pageSize, total);
    const sizes = pageSizeChoices(this.pageSizes, this.pageSize);
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
              ${this.#pageButton('first', this.t('data-table.firstPage'), 1, page > 1, firstPageIcon)}
              ${this.#pageButton('previous', this.t('data-table.previousPage'), page - 1, page > 1, chevronDownIcon)}
              ${this.#pageButton('next', this.t('data-table.nextPage'), page + 1, page < pages, chevronDownIcon)}
              ${this.#pageButton('last', this.t('data-table.lastPage'), pages, page < pages, lastPageIcon)}
            </nav>
          </div>`
          : nothing
      }
    </div>`;
  }

  #pageButton(name: string, label: string, page: number, enabled: boolean, shape: SVGTemplateResult) {
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
    const view = this.#view();
    const page = this.#currentPage();
    const rows = pageRows(view, page, this.pageSize);
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
