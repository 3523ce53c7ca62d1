/**
 * Keeps a picker's popup (the date picker's calendar dialog, the time picker's list of times)
 * beside the field it belongs to, with `@floating-ui/dom` (loaded on first open, so a picker that
 * is never opened does not download it): under the field, or above it when there is more room
 * there (`flip`), inside the window (`shift`), no taller than the room left (`size`), aligned to
 * the field's inline start (its right edge in rtl: floating-ui reads the direction). The popup is
 * shown in the top layer (`popover="manual"`), so no scrolling or clipped ancestor cuts it, and
 * follows the field as the page scrolls or resizes (`autoUpdate`) until `hide()`. Browser only:
 * call it from event handlers or `updated`, never from a constructor or `render`.
 */
export class PickerPopup {
  #stop?: () => void;
  /** Bumped on each show and hide: a show whose library arrives after a later hide does nothing. */
  #run = 0;

  /** Shows `popup` by `anchor`; `matchWidth` makes it as wide as the anchor (a list of options). */
  async show(anchor: HTMLElement, popup: HTMLElement, { matchWidth = false } = {}): Promise<void> {
    const run = ++this.#run;
    this.#stop?.();
    this.#stop = undefined;
    if (typeof popup.showPopover === 'function' && !popup.matches(':popover-open')) popup.showPopover();
    const { autoUpdate, computePosition, flip, offset, shift, size } = await import('@floating-ui/dom');
    if (run !== this.#run || !popup.isConnected) return;
    const place = async () => {
      const { x, y } = await computePosition(anchor, popup, {
        strategy: 'fixed',
        placement: 'bottom-start',
        middleware: [
          offset(4),
          flip({ padding: 8 }),
          size({
            padding: 8,
            apply({ rects, availableHeight, availableWidth, elements }) {
              Object.assign(elements.floating.style, {
                maxBlockSize: `${Math.max(120, availableHeight)}px`,
                maxInlineSize: `${availableWidth}px`,
                ...(matchWidth ? { inlineSize: `${rects.reference.width}px` } : {}),
              });
            },
          }),
          shift({ padding: 8 }),
        ],
      });
      Object.assign(popup.style, { left: `${x}px`, top: `${y}px` });
    };
    await place();
    if (run !== this.#run) return;
    this.#stop = autoUpdate(anchor, popup, () => void place());
  }

  hide(popup?: HTMLElement | null): void {
    this.#run++;
    this.#stop?.();
    this.#stop = undefined;
    if (popup && typeof popup.hidePopover === 'function' && popup.matches(':popover-open'))
      popup.hidePopover();
  }
}
