import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: block;
  }
  form {
    display: grid;
    gap: var(--katha-space-2);
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--katha-space-2);
  }
  .failed {
    margin: 0;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-3);
    border-radius: var(--katha-radius);
    background: var(--katha-color-error-subtle);
    color: var(--katha-color-error);
    font-size: var(--katha-font-size-xs);
  }
`;
