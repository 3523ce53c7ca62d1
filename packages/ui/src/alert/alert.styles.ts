import { css } from '@lit/reactive-element/css-tag.js';

/** The box's colours come from `--_tone` (the severity) and `--_tint` (its subtle shade). */
export const styles = css`
  :host {
    --_tone: var(--katha-color-info);
    --_tint: var(--katha-color-info-subtle);
    display: block;
  }
  :host([severity='success']) {
    --_tone: var(--katha-color-success);
    --_tint: var(--katha-color-success-subtle);
  }
  :host([severity='warning']) {
    --_tone: var(--katha-color-warning);
    --_tint: var(--katha-color-warning-subtle);
  }
  :host([severity='error']) {
    --_tone: var(--katha-color-error);
    --_tint: var(--katha-color-error-subtle);
  }
  .base {
    display: flex;
    align-items: flex-start;
    gap: var(--katha-space-3);
    padding-block: var(--katha-space-3);
    padding-inline: var(--katha-space-4);
    border: 1px solid transparent;
    border-radius: var(--katha-radius);
    background: var(--_tint);
    color: var(--katha-color-text);
    font-size: var(--katha-font-size-sm);
    line-height: 1.5;
  }
  :host([variant='outlined']) .base {
    border-color: var(--_tone);
    background: var(--katha-color-surface);
  }
  :host([variant='filled']) .base {
    background: var(--_tone);
    color: var(--katha-color-on-status);
  }
  .icon-box {
    display: inline-flex;
    flex: none;
    padding-block: 2px;
    color: var(--_tone);
  }
  :host([variant='filled']) .icon-box {
    color: inherit;
  }
  .icon {
    inline-size: 20px;
    block-size: 20px;
  }
  .body {
    flex: 1;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  .heading {
    margin: 0 0 var(--katha-space-1);
    font-weight: var(--katha-font-weight-semibold);
  }
  ::slotted([slot='action']) {
    flex: none;
    align-self: center;
  }
  .close {
    display: inline-flex;
    flex: none;
    align-items: center;
    justify-content: center;
    inline-size: 32px;
    block-size: 32px;
    margin-block: -4px;
    margin-inline-end: calc(-1 * var(--katha-space-2));
    padding: 0;
    border: 0;
    border-radius: var(--katha-radius-pill);
    background: none;
    color: inherit;
    cursor: pointer;
  }
  .close:hover {
    background: color-mix(in srgb, currentColor 12%, transparent);
  }
  .close .icon {
    inline-size: 18px;
    block-size: 18px;
  }
`;
