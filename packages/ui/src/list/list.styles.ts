import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: block;
    --_pad: var(--katha-space-3);
  }
  :host([dense]) {
    --_pad: var(--katha-space-2);
  }
  .list {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  :host([dividers]) .item + .item {
    border-block-start: 1px solid var(--katha-color-border);
  }
  .item,
  .control {
    display: flex;
    align-items: center;
    gap: var(--katha-space-3);
    min-block-size: 48px;
    padding-block: var(--_pad);
    padding-inline: var(--katha-space-4);
  }
  .item:has(> .control) {
    display: block;
    padding: 0;
  }
  .control {
    inline-size: 100%;
    margin: 0;
    border: 0;
    border-radius: var(--katha-radius-sm);
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  .control:hover {
    background: var(--katha-color-surface-muted);
  }
  .control:focus-visible {
    box-shadow: inset 0 0 0 2px var(--katha-color-focus);
  }
  .control[aria-current] {
    background: var(--katha-color-primary-subtle);
  }
  .control[aria-current] .primary {
    color: var(--katha-color-primary);
    font-weight: var(--katha-font-weight-semibold);
  }
  .control[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .start {
    display: inline-flex;
    flex: none;
  }
  .icon-box {
    color: var(--katha-color-text-muted);
  }
  .icon {
    inline-size: 24px;
    block-size: 24px;
  }
  .texts {
    display: grid;
    flex: 1;
    gap: 2px;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  .primary {
    color: var(--katha-color-text);
    font-size: var(--katha-font-size-sm);
  }
  .secondary,
  .meta {
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-xs);
  }
  .meta {
    flex: none;
  }
`;
