import { css } from '@lit/reactive-element/css-tag.js';
import { fieldBox, fieldFrameStyles, popupFrameStyles } from './field.styles.js';

/**
 * The field and popup list of the kit's select and autocomplete: the label, the field (44 px
 * high, as the text field), the list shown by `PopupPosition` (core/floating.ts) and its
 * options, the active one (`aria-activedescendant`) and the selected one, the message row
 * (loading, nothing found, an error) and the error under the field.
 */
export const listboxStyles = css`
  ${fieldFrameStyles}
  ${popupFrameStyles}
  .error {
    color: var(--katha-color-error);
    font-size: var(--katha-font-size-xs);
  }
  .field {
    ${fieldBox}
    position: relative;
    display: flex;
    align-items: center;
    gap: var(--katha-space-2);
    inline-size: 100%;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-3);
    border: 1px solid var(--katha-color-text-muted);
    line-height: 1.5;
  }
  .field:hover:not([aria-disabled='true']) {
    border-color: var(--katha-color-text);
  }
  .field[aria-invalid='true'],
  .field:has([aria-invalid='true']) {
    border-color: var(--katha-color-error);
  }
  .field[aria-disabled='true'],
  .field:has(:disabled) {
    background: var(--katha-color-surface-muted);
    cursor: not-allowed;
    opacity: 0.6;
  }
  .field:has(.input) {
    padding-block: 0;
    cursor: text;
  }
  .field:has(.input:focus-visible) {
    box-shadow: var(--katha-focus-ring);
  }
  .input {
    flex: 1;
    min-inline-size: 0;
    block-size: 42px;
    padding: 0;
    border: none;
    background: transparent;
    color: inherit;
    font: inherit;
  }
  .input:focus-visible {
    box-shadow: none;
  }
  .input::placeholder {
    color: var(--katha-color-text-muted);
  }
  .spinner {
    flex: none;
    inline-size: 1rem;
    block-size: 1rem;
    border: 2px solid var(--katha-color-border);
    border-block-start-color: var(--katha-color-primary);
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  .placeholder {
    color: var(--katha-color-text-muted);
  }
  .value {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .chevron {
    flex: none;
    inline-size: 1rem;
    block-size: 1rem;
    margin-inline-start: auto;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    color: var(--katha-color-text-muted);
  }
  .popup {
    z-index: 1000;
    display: flex;
    flex-direction: column;
    overflow: hidden;
    padding: var(--katha-space-1);
    font-size: var(--katha-font-size-sm);
    line-height: 1.5;
  }
  .popup:not(.open) {
    display: none;
  }
  /* The listbox scrolls (the popup itself in a select), so it is the combobox's popup that scrolls. */
  .popup > .list {
    position: relative;
  }
  .list {
    flex: 0 1 auto;
    min-block-size: 0;
    overflow: auto;
    overscroll-behavior: contain;
  }
  .option {
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-block-size: 40px;
    padding-block: var(--katha-space-1);
    padding-inline: var(--katha-space-3);
    border-radius: var(--katha-radius);
    cursor: pointer;
  }
  .option[aria-selected='true'] {
    font-weight: var(--katha-font-weight-semibold);
    background: var(--katha-color-primary-subtle);
  }
  .option.active {
    background: var(--katha-color-surface-muted);
    outline: 2px solid var(--katha-color-focus);
    outline-offset: -2px;
  }
  .option[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .description,
  .message {
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-xs);
  }
  .message {
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-3);
  }
`;
