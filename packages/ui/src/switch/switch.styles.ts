import { css } from '@lit/reactive-element/css-tag.js';

/** The track and its thumb (the layout and states: checkedStyles). */
export const styles = css`
  .track {
    display: inline-grid;
    flex: none;
    align-items: center;
  }
  .control {
    grid-area: 1 / 1;
    inline-size: 40px;
    block-size: 24px;
    border-radius: var(--katha-radius-pill);
  }
  .thumb {
    grid-area: 1 / 1;
    inline-size: 16px;
    block-size: 16px;
    margin-inline-start: 4px;
    border-radius: 50%;
    background: var(--katha-color-text-muted);
    pointer-events: none;
    transition:
      margin-inline-start var(--katha-transition-fast),
      background-color var(--katha-transition-fast);
  }
  .control:checked + .thumb {
    margin-inline-start: 20px;
    background: var(--katha-color-on-primary);
  }
`;
