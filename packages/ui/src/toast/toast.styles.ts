import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    --_accent: var(--katha-color-info);
    position: fixed;
    inset-block-end: var(--katha-toast-inset, var(--katha-space-4));
    inset-inline-start: var(--katha-toast-inset, var(--katha-space-4));
    z-index: 1000;
    max-inline-size: calc(100vw - 2 * var(--katha-toast-inset, var(--katha-space-4)));
  }
  :host([variant='success']) {
    --_accent: var(--katha-color-success);
  }
  :host([variant='error']) {
    --_accent: var(--katha-color-error);
  }
  .base {
    display: flex;
    align-items: center;
    gap: var(--katha-space-2);
    min-inline-size: min(320px, 100%);
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-4) var(--katha-space-2);
    border: 1px solid var(--katha-color-border);
    border-inline-start: 4px solid var(--_accent);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    box-shadow: var(--katha-shadow-raised);
    font-size: var(--katha-font-size-sm);
    animation: rise 160ms ease-out;
  }
  .message {
    flex: 1;
  }
  @keyframes rise {
    from {
      opacity: 0;
      translate: 0 8px;
    }
  }
`;
