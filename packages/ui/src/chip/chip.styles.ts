import { css } from '@lit/reactive-element/css-tag.js';
import { chipRules } from './chip-box.js';

/** The box (chip-box.ts, as `.base`) and the element's own: colours from `color`, the remove button. */
export const styles = [
  chipRules('.base', ":host([variant='outlined']) .base"),
  css`
  :host {
    --_fill: var(--katha-color-surface-muted);
    --_ink: var(--katha-color-text);
    --_subtle: var(--katha-color-surface-muted);
    display: inline-flex;
    vertical-align: middle;
  }
  :host([color='primary']) {
    --_fill: var(--katha-color-primary);
    --_ink: var(--katha-color-on-primary);
    --_line: var(--katha-color-primary);
  }
  :host([color='secondary']) {
    --_fill: var(--katha-color-secondary);
    --_ink: var(--katha-color-on-secondary);
    --_line: var(--katha-color-secondary);
  }
  :host([color='success']) {
    --_fill: var(--katha-color-success);
    --_ink: var(--katha-color-on-status);
    --_line: var(--katha-color-success);
  }
  :host([color='warning']) {
    --_fill: var(--katha-color-warning);
    --_ink: var(--katha-color-on-status);
    --_line: var(--katha-color-warning);
  }
  :host([color='error']) {
    --_fill: var(--katha-color-error);
    --_ink: var(--katha-color-on-status);
    --_line: var(--katha-color-error);
  }
  :host([color='info']) {
    --_fill: var(--katha-color-info);
    --_ink: var(--katha-color-on-status);
    --_line: var(--katha-color-info);
  }
  .remove {
    display: inline-grid;
    place-items: center;
    inline-size: 24px;
    block-size: 24px;
    margin-inline-end: calc(-1 * var(--katha-space-2));
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .remove:hover {
    background: color-mix(in srgb, currentColor 16%, transparent);
  }
  .remove svg {
    inline-size: 14px;
    block-size: 14px;
  }
`,
];
