import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: flex;
    flex-direction: column;
    gap: var(--katha-space-1);
  }
  .base {
    display: flex;
    flex-direction: column;
    gap: var(--katha-space-1);
  }
  .label {
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
  }
  .required {
    color: var(--katha-color-error);
  }
  .options {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    column-gap: var(--katha-space-5);
  }
  :host([orientation='horizontal']) .options {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
  }
  .error {
    color: var(--katha-color-error);
    font-size: var(--katha-font-size-xs);
  }
`;
