import { css } from '@lit/reactive-element/css-tag.js';
import { pickerStyles } from '../core/picker.styles.js';
import { roundButtonBox } from '../core/styles.js';

export const styles = [
  pickerStyles,
  css`
    .dialog {
      padding: var(--katha-space-3);
      inline-size: max-content;
    }
    .head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: var(--katha-space-2);
      margin-block-end: var(--katha-space-2);
    }
    .month {
      font-weight: var(--katha-font-weight-semibold);
      font-size: var(--katha-font-size-sm);
    }
    .month-button {
      ${roundButtonBox}
      color: var(--katha-color-text);
      cursor: pointer;
    }
    .month-button:hover {
      background: var(--katha-color-primary-subtle);
    }
    .month-button svg {
      inline-size: 20px;
      block-size: 20px;
    }
    /* The chevron points back in the reading direction: to the right in rtl. */
    .next svg,
    :host(:dir(rtl)) .prev svg {
      transform: scaleX(-1);
    }
    :host(:dir(rtl)) .next svg {
      transform: none;
    }
    .grid {
      border-collapse: collapse;
      font-size: var(--katha-font-size-sm);
    }
    th {
      block-size: 32px;
      color: var(--katha-color-text-muted);
      font-weight: var(--katha-font-weight-semibold);
      font-size: var(--katha-font-size-xs);
    }
    td {
      padding: 1px;
      text-align: center;
    }
    .day {
      inline-size: 40px;
      block-size: 40px;
      border-radius: 50%;
      cursor: pointer;
      font-variant-numeric: tabular-nums;
    }
    .day:hover {
      background: var(--katha-color-primary-subtle);
    }
    .day[aria-current='date'] {
      box-shadow: inset 0 0 0 1px var(--katha-color-primary);
    }
    .day[aria-selected='true'] {
      background: var(--katha-color-primary);
      color: var(--katha-color-on-primary);
      font-weight: var(--katha-font-weight-semibold);
    }
    .day[aria-disabled='true'] {
      color: var(--katha-color-text-muted);
      text-decoration: line-through;
      cursor: not-allowed;
      background: transparent;
    }
    .day:focus-visible {
      box-shadow: var(--katha-focus-ring);
    }
    .keys {
      inline-size: 0;
      min-inline-size: 100%;
      margin: var(--katha-space-2) 0 0;
      color: var(--katha-color-text-muted);
      font-size: var(--katha-font-size-xs);
    }
  `,
];
