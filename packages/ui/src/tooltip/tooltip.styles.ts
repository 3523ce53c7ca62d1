import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The host is the popover (top layer) and the bubble: the UA's popover box (centred, bordered,
 * canvas-coloured) is undone; @floating-ui sets `left` and `top`, and `data-side` for the arrow.
 * Hidden until `open`, on the server too (no `popover` attribute there yet).
 */
export const styles = css`
  :host {
    position: fixed;
    inset: auto;
    inline-size: max-content;
    max-inline-size: min(var(--katha-tooltip-max-width, 240px), calc(100vw - 16px));
    margin: 0;
    padding: 0;
    border: 0;
    overflow: visible;
    background: transparent;
    color: var(--katha-color-background);
    pointer-events: auto;
  }
  :host(:not([open])) {
    display: none;
  }
  /* Until @floating-ui has placed it (transparent, not hidden: focus may move in at once). */
  :host(:not([data-side])) {
    opacity: 0;
  }
  .body {
    padding-block: var(--katha-space-1);
    padding-inline: var(--katha-space-2);
    border-radius: var(--katha-radius-sm);
    background: var(--katha-color-text);
    color: var(--katha-color-background);
    font-size: var(--katha-font-size-xs);
    line-height: var(--katha-line-height-tight);
    overflow-wrap: break-word;
    animation: appear var(--katha-transition-fast);
  }
  .arrow {
    position: absolute;
    inline-size: 8px;
    block-size: 8px;
    background: var(--katha-color-text);
    rotate: 45deg;
  }
  @keyframes appear {
    from {
      opacity: 0;
    }
  }
`;
