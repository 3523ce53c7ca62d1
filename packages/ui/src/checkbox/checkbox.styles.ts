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
  .box {
    display: inline-grid;
    flex: none;
  }
  .control,
  .mark {
    grid-area: 1 / 1;
    inline-size: 20px;
    block-size: 20px;
  }
  .control {
    appearance: none;
    margin: 0;
    border: 2px solid var(--katha-color-text-muted);
    border-radius: var(--katha-radius-sm);
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
  .mark {
    padding: 2px;
    fill: none;
    stroke: var(--katha-color-on-primary);
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
    pointer-events: none;
    visibility: hidden;
  }
  .control:checked + .mark,
  .control:indeterminate + .mark {
    visibility: visible;
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
