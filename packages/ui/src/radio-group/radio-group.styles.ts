import { css } from '@lit/reactive-element/css-tag.js';
import { fieldFrameStyles } from '../core/field.styles.js';

export const styles = css`
  ${fieldFrameStyles}
  .base {
    display: flex;
    flex-direction: column;
    gap: var(--katha-space-1);
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
