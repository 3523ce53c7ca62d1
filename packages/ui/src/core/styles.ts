import { css } from '@lit/reactive-element/css-tag.js';

/**
 * Hidden but still read by assistive technology: a 1px clipped box out of the flow.
 * Declarations only, for a rule that hides something other than `.visually-hidden` (a part, a
 * label a collapsed layout keeps for screen readers).
 */
export const visuallyHiddenBox = css`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * `.visually-hidden`, text for assistive technology only: in every element's shadow root
 * (`baseStyles`) and, as this one rule, in a page's own markup (the site's stylesheet takes it
 * from here: apps/web/vite.config.ts).
 */
export const visuallyHidden = css`
  .visually-hidden {
    ${visuallyHiddenBox}
  }
`;

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
  ${visuallyHidden}
  @media (prefers-reduced-motion: reduce) {
    * {
      transition: none !important;
      animation: none !important;
    }
  }
`;

/**
 * The box of a round icon button (the icon button, the profile menu's trigger, the calendar's
 * month buttons): a 44 px circle (the touch target) centring its icon, no border or fill of its
 * own. Declarations only, first in the rule of the button it draws; each says its colours, hover
 * and cursor.
 */
export const roundButtonBox = css`
  display: inline-grid;
  place-items: center;
  inline-size: 44px;
  block-size: 44px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
`;

/**
 * The box of a form's failure message (the comment form's, the author access form's): the
 * error colour on its subtle background, padded, rounded, no margin. Declarations only, first in
 * the rule of the message; each says its font size.
 */
export const failedNoteBox = css`
  margin: 0;
  padding-block: var(--katha-space-2);
  padding-inline: var(--katha-space-3);
  border-radius: var(--katha-radius);
  background: var(--katha-color-error-subtle);
  color: var(--katha-color-error);
`;
