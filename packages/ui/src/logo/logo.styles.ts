import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: inline-flex;
  }
  .base {
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-2);
    min-block-size: 44px;
    border-radius: var(--katha-radius-sm);
    color: var(--katha-color-text);
    text-decoration: none;
  }
  .wordmark {
    color: var(--katha-color-primary);
    font-size: var(--katha-font-size-lg);
    font-weight: var(--katha-font-weight-bold);
    line-height: var(--katha-line-height-tight);
    letter-spacing: 0.01em;
  }
  :host([compact]) .wordmark {
    font-size: var(--katha-font-size-md);
  }
  @media (max-width: 599.98px) {
    .base {
      gap: var(--katha-space-1);
    }
    .wordmark {
      font-size: var(--katha-font-size-md);
    }
  }
`;
