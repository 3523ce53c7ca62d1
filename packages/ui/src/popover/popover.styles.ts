import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The host is the popover (top layer) and the panel: the UA's popover box (centred, canvas) is
 * undone; @floating-ui sets `left` and `top`. Hidden until `open`, on the server too (no `popover`
 * attribute there yet).
 */
export const styles = css`
  :host {
    position: fixed;
    inset: auto;
    inline-size: max-content;
    max-inline-size: min(var(--katha-popover-width, 320px), calc(100vw - 16px));
    max-block-size: calc(100dvh - 16px);
    margin: 0;
    padding: 0;
    border: 0;
    overflow: visible;
    background: transparent;
    color: var(--katha-color-text);
  }
  :host(:not([open])) {
    display: none;
  }
  /* Until @floating-ui has placed it (transparent, not hidden: focus may move in at once). */
  :host(:not([data-side])) {
    opacity: 0;
  }
  :host(:focus-visible) {
    outline: none;
  }
  :host(:focus-visible) .body {
    box-shadow: var(--katha-focus-ring);
  }
  .body {
    max-block-size: inherit;
    overflow: auto;
    padding: var(--katha-space-4);
    /* An outline at 3:1 against the page (WCAG 1.4.11): the panel is a component's boundary. */
    border: 1px solid var(--katha-color-text-muted);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    color: var(--katha-color-text);
    box-shadow: var(--katha-shadow-raised);
    font-size: var(--katha-font-size-sm);
    line-height: 1.5;
    animation: appear var(--katha-transition-fast);
  }
  @keyframes appear {
    from {
      opacity: 0;
    }
  }
`;
