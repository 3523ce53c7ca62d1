import { css } from '@lit/reactive-element/css-tag.js';

/**
 * Styles every element starts from: tokens for type and colour, a visible focus ring, and
 * `.visually-hidden` (text for screen readers only).
 */
export const baseStyles = css`
  :host {
    box-sizing: border-box;
    font-family: var(--katha-font-family);
    color: var(--katha-color-text);
  }
  :host([hidden]) {
    display: none !important;
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  :focus-visible {
    outline: none;
    box-shadow: var(--katha-focus-ring);
  }
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    margin: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
      animation: none !important;
    }
  }
`;
