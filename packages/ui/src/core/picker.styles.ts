import { css } from '@lit/reactive-element/css-tag.js';
import { fieldBox, fieldFrameStyles, popupFrameStyles } from './field.styles.js';

/**
 * The field of a picker (date, time): the label, the text input with the button that opens the
 * popup inside its inline end, the hint and error under it, and the popup's frame (shown in the
 * top layer with `popover`, placed by `PopupPosition` in core/floating.ts).
 */
export const pickerStyles = css`
  ${fieldFrameStyles}
  ${popupFrameStyles}
  .field {
    position: relative;
    display: flex;
  }
  .input {
    ${fieldBox}
    flex: 1;
    min-inline-size: 0;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-3) 48px;
    border: 1px solid var(--katha-color-text-muted);
    font-variant-numeric: tabular-nums;
    line-height: 1.5;
  }
  .input::placeholder {
    color: var(--katha-color-text-muted);
  }
  .input:focus-visible {
    border-color: var(--katha-color-focus);
  }
  .input[aria-invalid='true'] {
    border-color: var(--katha-color-error);
  }
  .input:disabled {
    background: var(--katha-color-surface-muted);
    cursor: not-allowed;
  }
  .toggle {
    position: absolute;
    inset-block: 0;
    inset-inline-end: 0;
    display: grid;
    place-items: center;
    inline-size: 44px;
    padding: 0;
    border: 0;
    border-radius: var(--katha-radius);
    background: transparent;
    color: var(--katha-color-primary);
    cursor: pointer;
  }
  .toggle:hover:not(:disabled) {
    background: var(--katha-color-primary-subtle);
  }
  .toggle:disabled {
    color: var(--katha-color-text-muted);
    cursor: not-allowed;
  }
  .toggle svg {
    inline-size: 20px;
    block-size: 20px;
  }
  .below {
    display: flex;
    flex-direction: column;
    font-size: var(--katha-font-size-xs);
  }
  .error {
    color: var(--katha-color-error);
  }
  .hint {
    color: var(--katha-color-text-muted);
  }
  .popup {
    overflow: auto;
  }
  .popup[hidden] {
    display: none;
  }
`;
