import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: block;
  }
  .base {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--katha-space-3) var(--katha-space-5);
    padding-block: var(--katha-space-4);
    padding-inline: var(--katha-space-5);
    border-radius: var(--katha-radius-lg);
    background: var(--katha-color-secondary);
    color: var(--katha-color-on-secondary);
  }
  .pitch {
    flex: 1 1 24ch;
    margin: 0;
    font-size: var(--katha-font-size-md);
    font-weight: var(--katha-font-weight-semibold);
    line-height: 1.5;
  }
  .link {
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-2);
    min-block-size: 44px;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-4);
    border-radius: var(--katha-radius);
    background: var(--katha-color-on-secondary);
    color: var(--katha-color-secondary);
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-bold);
    text-decoration: none;
    white-space: nowrap;
  }
  .link:hover {
    text-decoration: underline;
  }
  .icon {
    inline-size: 1.25em;
    block-size: 1.25em;
  }
`;
