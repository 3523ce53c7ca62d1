import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: block;
  }
  .sections {
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    overflow: hidden;
  }
  .section + .section {
    border-block-start: 1px solid var(--katha-color-border);
  }
  .heading {
    margin: 0;
  }
  .header {
    display: flex;
    align-items: center;
    gap: var(--katha-space-3);
    inline-size: 100%;
    min-block-size: 48px;
    padding-block: var(--katha-space-3);
    padding-inline: var(--katha-space-4);
    border: 0;
    background: none;
    color: var(--katha-color-text);
    font: inherit;
    font-size: var(--katha-font-size-md);
    font-weight: var(--katha-font-weight-semibold);
    text-align: start;
    cursor: pointer;
  }
  .header:hover {
    background: var(--katha-color-surface-muted);
  }
  .header:focus-visible {
    box-shadow: inset 0 0 0 2px var(--katha-color-focus);
  }
  .header[aria-disabled='true'] {
    cursor: not-allowed;
    color: var(--katha-color-text-muted);
  }
  .titles {
    display: grid;
    flex: 1;
    gap: 2px;
    min-inline-size: 0;
    overflow-wrap: anywhere;
  }
  .summary {
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-xs);
    font-weight: var(--katha-font-weight-regular);
  }
  .icon {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    transition: transform var(--katha-transition-fast);
  }
  .open .icon {
    transform: rotate(180deg);
  }
  .panel {
    padding-block: 0 var(--katha-space-4);
    padding-inline: var(--katha-space-4);
    color: var(--katha-color-text);
    line-height: 1.6;
  }
  .panel[hidden] {
    display: none;
  }
`;
