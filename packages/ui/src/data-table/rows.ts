import { createI18n, type Locale } from '@katha/i18n/core';
import { cellValue, type DataTableColumn, formatCell, isEmptyValue, isSearchable } from './columns.js';

export type DataTableSortDirection = 'ascending' | 'descending';

/** A row with its key and its search text, computed once per rows, columns and locale. */
export interface IndexedRow {
  row: object;
  key: string;
  /** The searchable columns' raw and formatted values, lower-cased in the locale. */
  text: string;
}

/** Each row's key (`row[rowKey]`) and search text (see `IndexedRow`). */
export function indexRows(
  rows: readonly object[],
  columns: readonly DataTableColumn[],
  rowKey: string,
  locale: Locale,
): IndexedRow[] {
  const searched = columns.filter(isSearchable);
  const i18n = createI18n(locale);
  return rows.map((row) => ({
    row,
    key: String((row as Record<string, unknown>)[rowKey]),
    text: searched
      .map((column) => {
        const value = cellValue(column, row);
        return `${value ?? ''} ${formatCell(column, value, i18n)}`;
      })
      .join(' ')
      .toLocaleLowerCase(locale),
  }));
}

/** The rows whose search text holds every word of `query` (any case); all of them for no words. */
export function filterRows(
  rows: readonly IndexedRow[],
  query: string,
  locale: string,
): readonly IndexedRow[] {
  const words = query.toLocaleLowerCase(locale).split(/\s+/).filter(Boolean);
  return words.length ? rows.filter((item) => words.every((word) => item.text.includes(word))) : rows;
}

/**
 * The rows sorted by the column: text with the locale's collation (numbers inside in order,
 * case and accents aside), numbers and money as numbers, dates by time; empty values last in
 * either direction. A stable sort: equal rows keep their order.
 */
export function sortRows(
  rows: readonly IndexedRow[],
  column: DataTableColumn,
  direction: DataTableSortDirection,
  locale: string,
): IndexedRow[] {
  const type = column.type ?? 'text';
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const keyed = rows.map((item) => {
    const value = cellValue(column, item.row);
    const sortValue = isEmptyValue(value)
      ? null
      : type === 'date'
        ? new Date(value).getTime()
        : type === 'text'
          ? String(value)
          : Number(value);
    return { item, sortValue };
  });
  const sign = direction === 'descending' ? -1 : 1;
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
  return keyed.map((entry) => entry.item);
}

/** What the rows in view depend on: the element's properties and locale. */
export interface RowsInViewInput {
  rows: readonly object[];
  columns: readonly DataTableColumn[];
  rowKey: string;
  locale: Locale;
  sortKey: string;
  sortDirection: DataTableSortDirection;
  query: string;
}

/**
 * The rows the search keeps, sorted by the sortable column `sortKey` names (before paging). The
 * index is recomputed only when the rows, columns, row key or locale change, the view only when
 * the index, the sort or the query does: a render of 10,000 rows neither indexes nor sorts again.
 */
export class RowsInView {
  #indexed: readonly IndexedRow[] = [];
  #indexedFor?: Pick<RowsInViewInput, 'rows' | 'columns' | 'rowKey' | 'locale'>;
  #view: readonly IndexedRow[] = [];
  #viewFor?: { indexed: readonly IndexedRow[] } & Pick<
    RowsInViewInput,
    'sortKey' | 'sortDirection' | 'query'
  >;

  get(input: RowsInViewInput): readonly IndexedRow[] {
    const { rows, columns, rowKey, locale, sortKey, sortDirection, query } = input;
    const index = this.#indexedFor;
    if (
      !index ||
      index.rows !== rows ||
      index.columns !== columns ||
      index.rowKey !== rowKey ||
      index.locale !== locale
    ) {
      this.#indexed = indexRows(rows, columns, rowKey, locale);
      this.#indexedFor = { rows, columns, rowKey, locale };
    }
    const indexed = this.#indexed;
    const view = this.#viewFor;
    if (
      view &&
      view.indexed === indexed &&
      view.sortKey === sortKey &&
      view.sortDirection === sortDirection &&
      view.query === query
    )
      return this.#view;
    const filtered = filterRows(indexed, query, locale);
    const column = columns.find((candidate) => candidate.key === sortKey && candidate.sortable);
    this.#view = column ? sortRows(filtered, column, sortDirection, locale) : filtered;
    this.#viewFor = { indexed, sortKey, sortDirection, query };
    return this.#view;
  }
}
