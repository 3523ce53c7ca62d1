import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  .icon-frame {
    background: var(--katha-color-error-subtle);
    color: var(--katha-color-error);
  }
`;
