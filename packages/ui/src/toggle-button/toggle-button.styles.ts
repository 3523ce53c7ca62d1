import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: inline-flex;
    vertical-align: middle;
    --_on: var(--katha-color-primary);
  }
  :host([kind='like']) {
    --_on: var(--katha-color-error);
  }
  .base {
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-1);
    min-block-size: 36px;
    min-inline-size: 36px;
    padding-block: var(--katha-space-1);
    padding-inline: var(--katha-space-3);
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius-pill);
    background: var(--katha-color-surface);
    color: var(--katha-color-text-muted);
    font: inherit;
    font-size: var(--katha-font-size-xs);
    font-weight: var(--katha-font-weight-semibold);
    line-height: var(--katha-line-height-tight);
    cursor: pointer;
    transition:
      background-color var(--katha-transition-fast),
      color var(--katha-transition-fast),
      border-color var(--katha-transition-fast);
  }
  .base:hover:not(:disabled) {
    background: var(--katha-color-surface-muted);
  }
  :host([pressed]) .base {
    border-color: var(--_on);
    color: var(--_on);
  }
  :host([pressed]) .icon {
    fill: currentColor;
  }
  :host([icon-only]) .base {
    padding-inline: var(--katha-space-2);
  }
  .base:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .base[aria-busy='true'] {
    cursor: progress;
  }
  .icon {
    inline-size: 1.25em;
    block-size: 1.25em;
    flex: none;
  }
  .count {
    font-variant-numeric: tabular-nums;
  }
`;
