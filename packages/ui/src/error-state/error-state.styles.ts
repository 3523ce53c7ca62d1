import { css } from '@lit/reactive-element/css-tag.js';

/** The error box's icon (`.error`: the box of state-box.ts, which katha-error-state renders). */
export const styles = css`
  .error .icon-frame {
    background: var(--katha-color-error-subtle);
    color: var(--katha-color-error);
  }
`;
