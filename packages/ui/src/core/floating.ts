import type { Placement, Side } from '@floating-ui/dom';
import { showInTopLayer } from './top-layer.js';

/**
 * Where a floating element (a tooltip, a popover) opens beside its anchor, in logical terms: the
 * side (`top`, `bottom`, `start`: before the anchor in the reading direction, `end`: after it),
 * then optionally its alignment along that side (`-start`, `-end`, mirrored in rtl).
 */
export type FloatingPlacement =
  | 'top'
  | 'top-start'
  | 'top-end'
  | 'bottom'
  | 'bottom-start'
  | 'bottom-end'
  | 'start'
  | 'start-top'
  | 'start-bottom'
  | 'end'
  | 'end-top'
  | 'end-bottom';

/**
 * `placement` in @floating-ui's physical terms: the `start` and `end` sides become left and right
 * by `direction`. A top or bottom side's `-start`/`-end` alignment stays logical: @floating-ui
 * mirrors it itself when the floating element is rtl.
 */
export function physicalPlacement(placement: FloatingPlacement, direction: 'ltr' | 'rtl'): Placement {
  const [side = 'top', align] = placement.split('-');
  const rtl = direction === 'rtl';
  if (side === 'start' || side === 'end') {
    const physical = (side === 'start') !== rtl ? 'left' : 'right';
    return (align ? `${physical}-${align === 'top' ? 'start' : 'end'}` : physical) as Placement;
  }
  return (align ? `${side}-${align}` : side) as Placement;
}

export interface AnchorOptions {
  placement: FloatingPlacement;
  direction: 'ltr' | 'rtl';
  /** The space between the anchor and the floating element, in px. */
  gap: number;
  /** An arrow inside the floating element, pointed at the anchor's centre. */
  arrow?: HTMLElement;
}

/** How far from the window's edges a floating element stays. */
const EDGE = 8;

/**
 * Positions `floating` (fixed, as a top-layer popover is) beside `reference` with @floating-ui
 * (loaded on first use: a page whose tooltips and popovers never open does not download it): on
 * the side asked, flipped to the other side when it does not fit (the window's edge), shifted along
 * it to stay inside the window, and kept there on scroll and resize until the returned function is
 * called. The side it took is `floating`'s `data-side` (top, right, bottom, left), unset until it
 * is placed. Browser only: call it from event handlers or `updated`.
 */
export function anchorTo(reference: Element, floating: HTMLElement, options: AnchorOptions): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  delete floating.dataset.side;
  void import('@floating-ui/dom').then(({ arrow, autoUpdate, computePosition, flip, offset, shift }) => {
    if (stopped) return;
    const update = async () => {
      const { x, y, placement, middlewareData } = await computePosition(reference, floating, {
        strategy: 'fixed',
        placement: physicalPlacement(options.placement, options.direction),
        middleware: [
          offset(options.gap),
          flip({ padding: EDGE }),
          shift({ padding: EDGE }),
          ...(options.arrow ? [arrow({ element: options.arrow, padding: 6 })] : []),
        ],
      });
      if (stopped) return;
      floating.style.left = `${x}px`;
      floating.style.top = `${y}px`;
      const side = placement.split('-')[0] as Side;
      floating.dataset.side = side;
      const tip = options.arrow;
      if (tip) {
        const { x: ax, y: ay } = middlewareData.arrow ?? {};
        const opposite = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' }[side];
        tip.style.left = ax === undefined ? '' : `${ax}px`;
        tip.style.top = ay === undefined ? '' : `${ay}px`;
        tip.style.right = '';
        tip.style.bottom = '';
        tip.style[opposite as 'top'] = `${-tip.offsetWidth / 2}px`;
      }
    };
    stop = autoUpdate(reference, floating, update);
  });
  return () => {
    stopped = true;
    stop?.();
  };
}

export interface PopupSize {
  /** As wide as the anchor (a list of options). */
  matchWidth?: boolean;
  /** The least block size it keeps when the room left is smaller, in px. */
  minHeight: number;
  /** The most block size it takes, in px (none: all the room left). */
  maxHeight?: number;
  /** No wider than the room beside the anchor (a calendar on a narrow screen). */
  fitWidth?: boolean;
}

/**
 * Keeps a popup (a select's or an autocomplete's options, the date picker's calendar, the time
 * picker's list of times) beside the field it belongs to, with @floating-ui (loaded on first
 * show, so an element that is never opened does not download it): under the field, or above it
 * when there is more room there (`flip`), inside the window (`shift`), no taller than the room
 * left (`size`, as `PopupSize` says), aligned to the field's inline start (its right edge in rtl:
 * floating-ui reads the direction), or to its inline end when `align` is `end` (a menu under a
 * button at the end of a bar, such as the profile menu). The popup is shown in the top layer
 * (`popover`, when the browser has it), so no scrolling or clipped ancestor cuts it, and follows
 * the field as the page scrolls or resizes (`autoUpdate`) until `hide()`. Browser only: call it
 * from event handlers or `updated`, never from a constructor or `render`.
 */
export class PopupPosition {
  #stop?: () => void;
  /** Bumped on each show and hide: a show whose library arrives after a later hide does nothing. */
  #run = 0;

  constructor(
    readonly popupSize: PopupSize,
    readonly align: 'start' | 'end' = 'start',
  ) {}

  async show(anchor: HTMLElement, popup: HTMLElement): Promise<void> {
    const run = ++this.#run;
    this.#stop?.();
    this.#stop = undefined;
    showInTopLayer(popup);
    const { autoUpdate, computePosition, flip, offset, shift, size } = await import('@floating-ui/dom');
    if (run !== this.#run || !popup.isConnected) return;
    const { matchWidth, minHeight, maxHeight = Number.POSITIVE_INFINITY, fitWidth } = this.popupSize;
    const place = async () => {
      const { x, y } = await computePosition(anchor, popup, {
        strategy: 'fixed',
        placement: `bottom-${this.align}`,
        middleware: [
          offset(4),
          flip({ padding: EDGE }),
          size({
            padding: EDGE,
            apply({ rects, availableHeight, availableWidth, elements }) {
              Object.assign(elements.floating.style, {
                maxBlockSize: `${Math.max(minHeight, Math.min(maxHeight, availableHeight))}px`,
                ...(fitWidth ? { maxInlineSize: `${availableWidth}px` } : {}),
                ...(matchWidth ? { inlineSize: `${rects.reference.width}px` } : {}),
              });
            },
          }),
          shift({ padding: EDGE }),
        ],
      });
      Object.assign(popup.style, { left: `${x}px`, top: `${y}px` });
    };
    await place();
    if (run !== this.#run) return;
    // autoUpdate calls back from its ResizeObserver; `size` then resizes the popup it observes.
    // Placed in the next frame instead, that resize is not one more notification of the same
    // delivery (which the browser reports as "ResizeObserver loop completed with undelivered
    // notifications", an uncaught error event on the page: floating-ui#1740).
    let frame = 0;
    const stop = autoUpdate(anchor, popup, () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => void place());
    });
    this.#stop = () => {
      cancelAnimationFrame(frame);
      stop();
    };
  }

  hide(popup?: HTMLElement | null): void {
    this.#run++;
    this.#stop?.();
    this.#stop = undefined;
    if (popup && typeof popup.hidePopover === 'function' && popup.matches(':popover-open'))
      popup.hidePopover();
  }
}

/** A list of options (select, autocomplete): as wide as its field, 96 to 320 px high. */
export const OPTION_LIST: PopupSize = { matchWidth: true, minHeight: 96, maxHeight: 320 };
