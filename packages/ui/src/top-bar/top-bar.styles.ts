import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: flex;
    flex: 1;
    align-items: center;
    gap: var(--katha-space-3);
    min-inline-size: 0;
  }
  katha-search-box {
    flex: 1;
  }
  .actions {
    display: flex;
    align-items: center;
    gap: var(--katha-space-1);
    margin-inline-start: auto;
  }
  .write {
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-2);
    min-block-size: 44px;
    padding-inline: var(--katha-space-4);
    border-radius: var(--katha-radius);
    background: var(--katha-color-primary);
    color: var(--katha-color-on-primary);
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
    text-decoration: none;
  }
  .write:hover {
    background: var(--katha-color-primary-hover);
  }
  .write .icon {
    inline-size: 18px;
    block-size: 18px;
  }
  @media (max-width: 599.98px) {
    /* A member's five 44px targets and the logo fit a 375px phone. */
    :host {
      gap: var(--katha-space-1);
    }
    .actions {
      gap: 0;
    }
    .write .label {
      position: absolute;
      inline-size: 1px;
      block-size: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    .write {
      padding-inline: var(--katha-space-3);
    }
  }
`;
