import type { KathaI18n } from '@katha/i18n/core';

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

/** The column's value for the row: `value(row)`, else `row[key]`. */
export function cellValue(column: DataTableColumn, row: object): DataTableValue {
  return column.value ? column.value(row) : ((row as Record<string, unknown>)[column.key] as DataTableValue);
}

/** Whether the value is empty: shown blank, sorted last. */
export function isEmptyValue(value: DataTableValue): value is null | undefined | '' {
  return value === null || value === undefined || value === '';
}

/** The value as the column's `type` shows it in the locale of `i18n`; '' when empty. */
export function formatCell(column: DataTableColumn, value: DataTableValue, i18n: KathaI18n): string {
  if (isEmptyValue(value)) return '';
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

/** Whether the search looks in the column: its `searchable`, else whether it is a text column. */
export function isSearchable(column: DataTableColumn): boolean {
  return column.searchable ?? (column.type ?? 'text') === 'text';
}

/** Whether the column holds figures (numbers, money, dates): aligned to the end. */
export function isNumeric(column: DataTableColumn): boolean {
  return Boolean(column.type && column.type !== 'text');
}

/** The row's name for its controls: the row header's text (else the first column's), formatted. */
export function rowName(columns: readonly DataTableColumn[], row: object, i18n: KathaI18n): string {
  const header = columns.find((column) => column.rowHeader) ?? columns[0];
  return header ? formatCell(header, cellValue(header, row), i18n) : '';
}
