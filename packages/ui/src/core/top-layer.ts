/**
 * Shows `popup`, a `popover` element, in the top layer, where no scrolling or clipped ancestor cuts
 * it (a browser without popovers leaves it where it is). Synchronous, so focus can move into it at
 * once, before anything places it.
 */
export function showInTopLayer(popup: HTMLElement): void {
  if (typeof popup.showPopover === 'function' && !popup.matches(':popover-open')) popup.showPopover();
}
