import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: block;
    --katha-stepper-indicator: 2.25rem;
  }
  .list {
    display: flex;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .item {
    position: relative;
    flex: 1 1 0;
    min-inline-size: 0;
  }
  .step {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--katha-space-2);
    inline-size: 100%;
    margin: 0;
    padding: var(--katha-space-1);
    border: 0;
    border-radius: var(--katha-radius-sm);
    background: none;
    color: var(--katha-color-text);
    font: inherit;
    text-align: center;
    cursor: pointer;
  }
  .step[aria-disabled='true'] {
    cursor: default;
  }
  .step:not([aria-disabled='true']):hover .label {
    text-decoration: underline;
  }
  .indicator {
    position: relative;
    z-index: 1;
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: var(--katha-stepper-indicator);
    block-size: var(--katha-stepper-indicator);
    border: 2px solid var(--katha-color-border);
    border-radius: 50%;
    background: var(--katha-color-surface);
    color: var(--katha-color-text-muted);
    font-weight: var(--katha-font-weight-semibold);
  }
  .indicator svg {
    inline-size: 1.25rem;
    block-size: 1.25rem;
  }
  .current .indicator,
  .complete .indicator {
    border-color: var(--katha-color-primary);
    background: var(--katha-color-primary);
    color: var(--katha-color-on-primary);
  }
  .error .indicator {
    border-color: var(--katha-color-error);
    background: var(--katha-color-error);
    color: var(--katha-color-on-status);
  }
  /* Words stay whole (no overflow-wrap: anywhere): one too wide overflows its label, which the
     element measures to lay the steps out vertically instead. */
  .text {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    min-inline-size: 0;
  }
  .label {
    font-size: var(--katha-font-size-sm);
  }
  .current .label {
    font-weight: var(--katha-font-weight-semibold);
  }
  .upcoming .label {
    color: var(--katha-color-text-muted);
  }
  .description {
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-xs);
  }
  .error .description {
    color: var(--katha-color-error);
  }
  /* The line from the step before: between the centres of the two circles. */
  .connector {
    position: absolute;
    inset-block-start: calc(var(--katha-space-1) + var(--katha-stepper-indicator) / 2 - 1px);
    inset-inline-start: calc(-50% + var(--katha-stepper-indicator) / 2 + var(--katha-space-1));
    inset-inline-end: calc(50% + var(--katha-stepper-indicator) / 2 + var(--katha-space-1));
    block-size: 2px;
    background: var(--katha-color-border);
  }
  .complete .connector,
  .current .connector,
  .error .connector {
    background: var(--katha-color-primary);
  }
  .vertical.list {
    flex-direction: column;
  }
  .vertical .step {
    flex-direction: row;
    text-align: start;
  }
  .vertical .connector {
    position: static;
    display: block;
    inline-size: 2px;
    block-size: var(--katha-space-4);
    margin-inline-start: calc(var(--katha-space-1) + var(--katha-stepper-indicator) / 2 - 1px);
  }
`;
