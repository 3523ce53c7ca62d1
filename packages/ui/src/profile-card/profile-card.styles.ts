import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: block;
  }
  .card {
    display: flex;
    align-items: center;
    gap: var(--katha-space-3);
    margin: var(--katha-space-3);
    padding: var(--katha-space-3);
    border-radius: var(--katha-radius);
    background: var(--katha-color-secondary-subtle);
  }
  .who {
    display: grid;
    flex: 1;
    min-inline-size: 0;
    line-height: var(--katha-line-height-tight);
  }
  .name {
    overflow: hidden;
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .role {
    color: var(--katha-color-text);
    font-size: var(--katha-font-size-xs);
  }
  :host([collapsed]) .card {
    justify-content: center;
    padding: var(--katha-space-1);
    background: transparent;
  }
  :host([collapsed]) .who,
  :host([collapsed]) katha-icon-button {
    display: none;
  }
`;
