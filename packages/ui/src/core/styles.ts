import { css, unsafeCSS } from '@lit/reactive-element/css-tag.js';

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
 * What `textInItsDirection` gives its own direction: a block of text, an element holding text only,
 * or an element's box of slotted text (`.own-direction`: an alert's message, a radio's label).
 */
const TEXT = unsafeCSS(
  'p, h1, h2, h3, h4, h5, h6, blockquote, figcaption, caption, dt, dd, .own-direction, :not(:has(> *))',
);

const OWN_DIRECTION = css`
  unicode-bidi: plaintext;
  text-align: match-parent;
  /* Chromium and WebKit know the value by this name only. */
  text-align: -webkit-match-parent;
`;

/**
 * Text in its own direction on a right-to-left page (the customizer's direction mirrors the
 * layout; English, Hindi and Kannada read left to right): a block of text, or an element holding
 * text only, takes its direction from its first letter (Unicode's paragraph rule, as `dir="auto"`),
 * so a full stop, a time's "pm" or a date's year stays at the end of the text instead of landing
 * at its left. Aligned still to the page's side: start and end as the parent's direction says.
 * Not an element with others inside (a row of buttons or chips keeps the page's order). In every
 * element's shadow root (`baseStyles`); `pageTextInItsDirection` is the same for a page's markup.
 */
export const textInItsDirection = css`
  :where(${TEXT}):dir(rtl) {
    ${OWN_DIRECTION}
  }
`;

/**
 * `textInItsDirection` in a page's own markup under `<html dir="rtl">`: the site's stylesheet
 * takes it from here (apps/web/vite.config.ts), where the build rewrites `:dir()` into a list of
 * right-to-left languages, which the page's `dir` is not.
 */
export const pageTextInItsDirection = css`
  :where([dir='rtl']) :where(${TEXT}) {
    ${OWN_DIRECTION}
  }
`;

/**
 * Styles every element starts from: tokens for type and colour, a visible focus ring,
 * `.visually-hidden` (text for screen readers only), and text in its own direction in rtl.
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
  ${textInItsDirection}
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
