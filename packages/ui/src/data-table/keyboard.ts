/**
 * Where an arrow key moves focus in the table of `root`: in the body, up and down to the same
 * column's control in the row above or below (detail rows skipped; a select or a text field keeps
 * its own arrows); in the header, left and right between the sort buttons and the "select all"
 * (mirrored in rtl). Undefined when the key moves nothing: with a modifier, outside a cell, at an end.
 */
export function arrowTarget(
  event: KeyboardEvent,
  root: ShadowRoot,
  direction: 'ltr' | 'rtl',
): HTMLElement | undefined {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return undefined;
  const path = event.composedPath();
  const cell = path.find(
    (node): node is HTMLTableCellElement => node instanceof HTMLTableCellElement && root.contains(node),
  );
  if (!cell) return undefined;
  const row = cell.parentElement as HTMLTableRowElement;
  const section = row.parentElement!;
  if (section.localName === 'thead') {
    const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key !== forward && event.key !== backward) return undefined;
    const buttons = [...row.querySelectorAll<HTMLElement>('.sort, katha-checkbox')];
    const index = buttons.findIndex((button) => path.includes(button));
    return index < 0 ? undefined : buttons[index + (event.key === forward ? 1 : -1)];
  }
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return undefined;
  const target = path[0] as HTMLElement;
  if (
    target.localName === 'select' ||
    (target.localName === 'input' && (target as HTMLInputElement).type !== 'checkbox')
  )
    return undefined;
  const rows = [...section.querySelectorAll<HTMLTableRowElement>(':scope > tr.row')];
  const next = rows[rows.indexOf(row) + (event.key === 'ArrowDown' ? 1 : -1)];
  return (
    next?.cells[cell.cellIndex]?.querySelector<HTMLElement>(
      'katha-checkbox, button, a[href], input, select, [tabindex]',
    ) ?? undefined
  );
}
