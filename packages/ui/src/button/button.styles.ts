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
  :host([variant='primary']) .base {
    background: var(--katha-color-primary);
    color: var(--katha-color-on-primary);
  }
  :host([variant='primary']) .base:hover:not(:disabled) {
    background: var(--katha-color-primary-hover);
  }
  :host([variant='secondary']) .base {
    background: var(--katha-color-secondary);
    color: var(--katha-color-on-secondary);
  }
  :host([variant='secondary']) .base:hover:not(:disabled) {
    background: var(--katha-color-secondary-hover);
  }
  :host([variant='outlined']) .base {
    background: transparent;
    border-color: var(--katha-color-primary);
    color: var(--katha-color-primary);
  }
  :host([variant='text']) .base {
    background: transparent;
    color: var(--katha-color-primary);
  }
  :host([variant='outlined']) .base:hover:not(:disabled),
  :host([variant='text']) .base:hover:not(:disabled) {
    background: var(--katha-color-primary-subtle);
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
