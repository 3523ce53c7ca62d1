import { css } from 'lit';

/** Styles every element starts from: tokens for type and colour, a visible focus ring. */
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
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
      animation: none !important;
    }
  }
`;
