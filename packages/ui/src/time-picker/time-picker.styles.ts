import { css } from '@lit/reactive-element/css-tag.js';
import { pickerStyles } from '../core/picker.styles.js';

export const styles = [
  pickerStyles,
  css`
    .listbox {
      padding-block: var(--katha-space-1);
      min-inline-size: 10rem;
    }
    .listbox:focus-visible {
      box-shadow: var(--katha-focus-ring);
    }
    .option {
      display: flex;
      align-items: center;
      min-block-size: 40px;
      padding-inline: var(--katha-space-3);
      cursor: pointer;
      font-size: var(--katha-font-size-sm);
      font-variant-numeric: tabular-nums;
    }
    .option:hover,
    .option.active {
      background: var(--katha-color-primary-subtle);
    }
    .option.active {
      outline: 2px solid var(--katha-color-focus);
      outline-offset: -2px;
    }
    .option[aria-selected='true'] {
      color: var(--katha-color-primary);
      font-weight: var(--katha-font-weight-semibold);
    }
  `,
];
