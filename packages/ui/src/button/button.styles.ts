import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: inline-flex;
    vertical-align: middle;
  }
  .base {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: var(--katha-space-2);
    inline-size: 100%;
    min-block-size: 44px;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-4);
    border: 1px solid transparent;
    border-radius: var(--katha-radius);
    font: inherit;
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
    line-height: var(--katha-line-height-tight);
    text-decoration: none;
    cursor: pointer;
    transition:
      background-color var(--katha-transition-fast),
      color var(--katha-transition-fast),
      border-color var(--katha-transition-fast);
  }
  :host([size='sm']) .base {
    min-block-size: 36px;
    padding-inline: var(--katha-space-3);
    font-size: var(--katha-font-size-xs);
  }
  :host([size='lg']) .base {
    min-block-size: 52px;
    padding-inline: var(--katha-space-5);
    font-size: var(--katha-font-size-md);
  }
  /* The colour: --c draws, --on is the ink on it, --hover the filled hover, --subtle the light hover. */
  .primary {
    --c: var(--katha-color-primary);
    --on: var(--katha-color-on-primary);
    --hover: var(--katha-color-primary-hover);
    --subtle: var(--katha-color-primary-subtle);
  }
  .secondary {
    --c: var(--katha-color-secondary);
    --on: var(--katha-color-on-secondary);
    --hover: var(--katha-color-secondary-hover);
    --subtle: var(--katha-color-secondary-subtle);
  }
  .success,
  .warning,
  .error,
  .info {
    --on: var(--katha-color-on-status);
    /* The theme has no hover shade of a status colour: a tenth of the ink over it. */
    --hover: color-mix(in srgb, var(--c) 88%, var(--on));
  }
  .success {
    --c: var(--katha-color-success);
    --subtle: var(--katha-color-success-subtle);
  }
  .warning {
    --c: var(--katha-color-warning);
    --subtle: var(--katha-color-warning-subtle);
  }
  .error {
    --c: var(--katha-color-error);
    --subtle: var(--katha-color-error-subtle);
  }
  .info {
    --c: var(--katha-color-info);
    --subtle: var(--katha-color-info-subtle);
  }
  .filled {
    background: var(--c);
    color: var(--on);
  }
  .filled:hover:not(:disabled) {
    background: var(--hover);
  }
  .outlined {
    background: transparent;
    border-color: var(--c);
    color: var(--c);
  }
  .text,
  .icon {
    background: transparent;
    color: var(--c);
  }
  .outlined:hover:not(:disabled),
  .text:hover:not(:disabled),
  .icon:hover:not(:disabled) {
    background: var(--subtle);
  }
  .icon {
    inline-size: 44px;
    padding: 0;
    border-radius: 50%;
  }
  :host([variant='icon'][size='sm']) .icon {
    inline-size: 36px;
  }
  :host([variant='icon'][size='lg']) .icon {
    inline-size: 52px;
  }
  :host([variant='icon'][loading]) slot:not([name]) {
    display: none;
  }
  .base:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  :host([loading]) .base {
    cursor: progress;
  }
  .spinner {
    inline-size: 1em;
    block-size: 1em;
    border: 2px solid currentColor;
    border-inline-end-color: transparent;
    border-radius: 50%;
    animation: spin 0.8s linear infinite;
  }
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
  ::slotted(svg) {
    inline-size: 1.25em;
    block-size: 1.25em;
  }
`;
