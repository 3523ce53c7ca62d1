import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: block;
  }
  .tablist {
    display: flex;
    gap: var(--katha-space-1);
    overflow-x: auto;
    border-block-end: 1px solid var(--katha-color-border);
    scrollbar-width: thin;
  }
  .tab {
    flex: none;
    min-block-size: 44px;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-4);
    border: 0;
    border-block-end: 3px solid transparent;
    background: none;
    color: var(--katha-color-text-muted);
    font: inherit;
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
    cursor: pointer;
  }
  .tab:hover {
    color: var(--katha-color-text);
  }
  .tab[aria-selected='true'] {
    border-block-end-color: var(--katha-color-primary);
    color: var(--katha-color-primary);
  }
  .panel {
    padding-block: var(--katha-space-4);
  }
  .panel[hidden] {
    display: none;
  }
`;
