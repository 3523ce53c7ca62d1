/**
 * Keeps a popup list (a select's or an autocomplete's options) beside the field it belongs to,
 * with `@floating-ui/dom` (loaded on first use, so an element that is never opened does not
 * download it): under the field, or above it when there is more room there (`flip`), inside the
 * window (`shift`), as wide as the field and no taller than the room left (`size`), aligned to the
 * field's inline start (its right edge in rtl). The list is shown in the top layer (`popover`,
 * when the browser has it), so no scrolling or clipped ancestor cuts it, and follows the field as
 * the page scrolls or resizes (`autoUpdate`) until `hide()`. Browser only: call it from event
 * handlers or `updated`, never from a constructor or `render`.
 */
export class ListPosition {
  #stop?: () => void;
  /** Bumped on each show and hide: a show whose library arrives after a later hide does nothing. */
  #run = 0;

  async show(anchor: HTMLElement, list: HTMLElement): Promise<void> {
    const run = ++this.#run;
    this.#stop?.();
    this.#stop = undefined;
    if (typeof list.showPopover === 'function' && !list.matches(':popover-open')) list.showPopover();
    const { autoUpdate, computePosition, flip, offset, shift, size } = await import('@floating-ui/dom');
    if (run !== this.#run || !list.isConnected) return;
    const place = async () => {
      const { x, y } = await computePosition(anchor, list, {
        strategy: 'fixed',
        placement: 'bottom-start',
        middleware: [
          offset(4),
          flip({ padding: 8 }),
          size({
            padding: 8,
            apply({ rects, availableHeight, elements }) {
              Object.assign(elements.floating.style, {
                inlineSize: `${rects.reference.width}px`,
                maxBlockSize: `${Math.max(96, Math.min(320, availableHeight))}px`,
              });
            },
          }),
          shift({ padding: 8 }),
        ],
      });
      Object.assign(list.style, { left: `${x}px`, top: `${y}px` });
    };
    this.#stop = autoUpdate(anchor, list, () => void place());
  }

  hide(list?: HTMLElement | null): void {
    this.#run++;
    this.#stop?.();
    this.#stop = undefined;
    if (list && typeof list.hidePopover === 'function' && list.matches(':popover-open')) list.hidePopover();
  }
}
