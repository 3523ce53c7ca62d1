import { css } from '@lit/reactive-element/css-tag.js';

/** The box and its tick (the layout and states: checkedStyles). */
export const styles = css`
  .box {
    display: inline-grid;
    flex: none;
  }
  .control,
  .mark {
    grid-area: 1 / 1;
    inline-size: 20px;
    block-size: 20px;
  }
  .control {
    border-radius: var(--katha-radius-sm);
  }
  .mark {
    padding: 2px;
    fill: none;
    stroke: var(--katha-color-on-primary);
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
    pointer-events: none;
    visibility: hidden;
  }
  .control:checked + .mark,
  .control:indeterminate + .mark {
    visibility: visible;
  }
`;
