import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
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
  .track {
    display: inline-grid;
    flex: none;
    align-items: center;
  }
  .control {
    grid-area: 1 / 1;
    appearance: none;
    inline-size: 40px;
    block-size: 24px;
    margin: 0;
    border: 2px solid var(--katha-color-text-muted);
    border-radius: var(--katha-radius-pill);
    background: var(--katha-color-surface);
    cursor: inherit;
    transition:
      background-color var(--katha-transition-fast),
      border-color var(--katha-transition-fast);
  }
  .thumb {
    grid-area: 1 / 1;
    inline-size: 16px;
    block-size: 16px;
    margin-inline-start: 4px;
    border-radius: 50%;
    background: var(--katha-color-text-muted);
    pointer-events: none;
    transition:
      margin-inline-start var(--katha-transition-fast),
      background-color var(--katha-transition-fast);
  }
  .control:hover:not(:disabled) {
    border-color: var(--katha-color-primary);
  }
  .control:checked {
    border-color: var(--katha-color-primary);
    background: var(--katha-color-primary);
  }
  .control:checked + .thumb {
    margin-inline-start: 20px;
    background: var(--katha-color-on-primary);
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
