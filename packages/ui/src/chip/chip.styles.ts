import { css } from '@lit/reactive-element/css-tag.js';

/** The box (`.base`, its colours from `--_fill`, `--_ink` and `--_line`, which `color` sets) and the remove button. */
export const styles = [
  css`
  .base {
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-1);
    min-block-size: 28px;
    padding-inline: var(--katha-space-3);
    border: 1px solid transparent;
    border-radius: var(--katha-radius-pill);
    background: var(--_fill, var(--katha-color-surface-muted));
    color: var(--_ink, var(--katha-color-text));
    font-size: var(--katha-font-size-xs);
    font-weight: var(--katha-font-weight-semibold);
    line-height: var(--katha-line-height-tight);
    white-space: nowrap;
  }
  :host([variant='outlined']) .base {
    background: transparent;
    border-color: var(--_line, var(--katha-color-border));
    color: var(--_line, var(--katha-color-text));
  }
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
