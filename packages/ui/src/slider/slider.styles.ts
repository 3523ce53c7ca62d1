import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: flex;
    flex-direction: column;
    gap: var(--katha-space-1);
    min-inline-size: 120px;
  }
  .head {
    display: flex;
    justify-content: space-between;
    gap: var(--katha-space-3);
    font-size: var(--katha-font-size-sm);
  }
  .label {
    font-weight: var(--katha-font-weight-semibold);
  }
  .value {
    color: var(--katha-color-text-muted);
    font-variant-numeric: tabular-nums;
  }
  .track {
    position: relative;
    block-size: 44px;
    margin-inline: 10px;
    cursor: pointer;
    touch-action: none;
  }
  .track.disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .rail,
  .fill {
    position: absolute;
    inset-block-start: calc(50% - 2px);
    block-size: 4px;
    border-radius: var(--katha-radius-pill);
  }
  .rail {
    inset-inline: 0;
    inset-block-start: calc(50% - 1px);
    block-size: 2px;
    background: var(--katha-color-text-muted);
  }
  .fill {
    background: var(--katha-color-primary);
  }
  .thumb {
    position: absolute;
    inset-block-start: calc(50% - 10px);
    inline-size: 20px;
    block-size: 20px;
    margin-inline-start: -10px;
    border: 2px solid var(--katha-color-surface);
    border-radius: 50%;
    background: var(--katha-color-primary);
    box-shadow: 0 0 0 1px var(--katha-color-primary);
  }
  .thumb:hover {
    box-shadow: 0 0 0 6px var(--katha-color-primary-subtle);
  }
  .thumb:focus-visible {
    box-shadow: var(--katha-focus-ring);
  }
`;
