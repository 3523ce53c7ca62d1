/** The number of pages of `total` rows, `pageSize` a page (at least 1; 0 rows a page: one page). */
export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

/** The page shown for a requested one: a whole page from 1 to `pages` (1 for none or NaN). */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pages);
}

/** The rows of the page (from 1); every row when `pageSize` is 0. */
export function pageRows<T>(rows: readonly T[], page: number, pageSize: number): readonly T[] {
  return pageSize > 0 ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;
}

/** The page's first and last row numbers, from 1, as "1–10 of 42" says them (0–0 for no rows). */
export function pageRange(page: number, pageSize: number, total: number): { from: number; to: number } {
  return {
    from: total === 0 ? 0 : (page - 1) * pageSize + 1,
    to: Math.min(total, page * pageSize),
  };
}

/** The page that keeps the first row of `page` in view once pages hold `size` rows. */
export function pageForSize(page: number, pageSize: number, size: number): number {
  return Math.floor(((page - 1) * pageSize) / size) + 1;
}

/** The choices of rows per page, the current size among them, in order. */
export function pageSizeChoices(sizes: readonly number[], current: number): readonly number[] {
  return sizes.includes(current) ? sizes : [...sizes, current].sort((a, b) => a - b);
}
