import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The field of a picker (date, time): the label, the text input with the button that opens the
 * popup inside its inline end, the hint and error under it, and the popup's frame (shown in the
 * top layer with `popover`, placed by `PopupPosition` in core/floating.ts).
 */
export const pickerStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    gap: var(--katha-space-1);
  }
  label {
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
  }
  .required {
    color: var(--katha-color-error);
  }
  .field {
    position: relative;
    display: flex;
  }
  .input {
    flex: 1;
    min-inline-size: 0;
    min-block-size: 44px;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-3) 48px;
    border: 1px solid var(--katha-color-text-muted);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    color: var(--katha-color-text);
    font: inherit;
    font-size: var(--katha-font-size-sm);
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
    position: fixed;
    inset: auto;
    margin: 0;
    box-sizing: border-box;
    overflow: auto;
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    color: var(--katha-color-text);
    box-shadow: var(--katha-shadow-raised);
    font-family: var(--katha-font-family);
  }
  .popup[hidden] {
    display: none;
  }
`;
