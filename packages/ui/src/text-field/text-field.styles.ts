import { css } from '@lit/reactive-element/css-tag.js';
import { fieldBox, fieldFrameStyles } from '../core/field.styles.js';

export const styles = css`
  ${fieldFrameStyles}
  .control {
    ${fieldBox}
    inline-size: 100%;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-3);
    border: 1px solid var(--katha-color-border);
    line-height: 1.5;
  }
  textarea.control {
    resize: vertical;
  }
  .control::placeholder {
    color: var(--katha-color-text-muted);
  }
  .control:hover:not(:disabled) {
    border-color: var(--katha-color-text-muted);
  }
  .control:focus-visible {
    border-color: var(--katha-color-focus);
  }
  .control[aria-invalid='true'] {
    border-color: var(--katha-color-error);
  }
  .control:disabled {
    background: var(--katha-color-surface-muted);
    cursor: not-allowed;
  }
  .below {
    display: flex;
    justify-content: space-between;
    gap: var(--katha-space-3);
    font-size: var(--katha-font-size-xs);
  }
  .below:empty {
    display: none;
  }
  .error {
    color: var(--katha-color-error);
  }
  .hint {
    color: var(--katha-color-text-muted);
  }
  .error + .hint {
    display: none;
  }
  .counter {
    flex: none;
    margin-inline-start: auto;
    color: var(--katha-color-text-muted);
    font-variant-numeric: tabular-nums;
  }
`;
