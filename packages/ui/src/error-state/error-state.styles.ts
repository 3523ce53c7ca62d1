import { css } from '@lit/reactive-element/css-tag.js';

/** The error's icon, on katha-empty-state's box (`.state-box`, empty-state.styles.ts). */
export const styles = css`
  .error .icon-frame {
    background: var(--katha-color-error-subtle);
    color: var(--katha-color-error);
  }
`;
