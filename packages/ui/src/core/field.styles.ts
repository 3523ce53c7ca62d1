import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The frame of a labelled field (text field, textarea, date and time pickers, select,
 * autocomplete, radio group, rating): the label above the field, its required mark, a small gap
 * between the rows.
 */
export const fieldFrameStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    gap: var(--katha-space-1);
  }
  label,
  .label {
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
  }
  .required {
    color: var(--katha-color-error);
  }
`;

/**
 * The box of a field (text field, textarea, select, autocomplete, pickers, search box, language
 * switcher): at least 44 px high, the kit's radius, surface and text colours, the page's font at
 * the small size. Declarations only, for the rule of the element it draws (first in the rule: its
 * `font: inherit` resets the line height and numeric variants a field sets after it); each field
 * says its own border, padding and width.
 */
export const fieldBox = css`
  min-block-size: 44px;
  border-radius: var(--katha-radius);
  background: var(--katha-color-surface);
  color: var(--katha-color-text);
  font: inherit;
  font-size: var(--katha-font-size-sm);
`;

/**
 * The frame of a field's popup (a picker's calendar or list of times, a select's or an
 * autocomplete's options): fixed in the top layer (`popover`, placed by `PopupPosition`), a
 * raised surface in the kit's font.
 */
export const popupFrameStyles = css`
  .popup {
    position: fixed;
    inset: auto;
    margin: 0;
    box-sizing: border-box;
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    color: var(--katha-color-text);
    box-shadow: var(--katha-shadow-raised);
    font-family: var(--katha-font-family);
  }
`;
