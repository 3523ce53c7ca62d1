import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The layout of a checked control (checkbox, switch): the label around the box (the native
 * input with `.control`, drawn by the element's own styles) and the label text, the error
 * message under it, and the states of the box.
 */
export const checkedStyles = css`
  :host {
    display: inline-flex;
    flex-direction: column;
    gap: var(--katha-space-1);
    vertical-align: middle;
  }
  .base {
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-2);
    min-block-size: 44px;
    cursor: pointer;
    font-size: var(--katha-font-size-sm);
    line-height: var(--katha-line-height-tight);
  }
  .control {
    appearance: none;
    margin: 0;
    border: 2px solid var(--katha-color-text-muted);
    background: var(--katha-color-surface);
    cursor: inherit;
    transition:
      background-color var(--katha-transition-fast),
      border-color var(--katha-transition-fast);
  }
  .control:hover:not(:disabled) {
    border-color: var(--katha-color-primary);
  }
  .control:checked,
  .control:indeterminate {
    border-color: var(--katha-color-primary);
    background: var(--katha-color-primary);
  }
  .control[aria-invalid='true'] {
    border-color: var(--katha-color-error);
  }
  .base:has(.control:disabled) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .error {
    color: var(--katha-color-error);
    font-size: var(--katha-font-size-xs);
  }
`;
