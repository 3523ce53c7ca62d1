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
  .tab:hover:not(:disabled) {
    color: var(--katha-color-text);
  }
  .tab:disabled {
    cursor: not-allowed;
    opacity: 0.6;
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
  /* A column of tabs beside the panel; its line and the selected tab's mark on the inline end. */
  :host([orientation='vertical']) {
    display: grid;
    grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  }
  :host([orientation='vertical']) .tablist {
    flex-direction: column;
    overflow-x: visible;
    border-block-end: 0;
    border-inline-end: 1px solid var(--katha-color-border);
  }
  :host([orientation='vertical']) .tab {
    border-block-end: 0;
    border-inline-end: 3px solid transparent;
    text-align: start;
  }
  :host([orientation='vertical']) .tab[aria-selected='true'] {
    border-inline-end-color: var(--katha-color-primary);
  }
  :host([orientation='vertical']) .panel {
    padding-block: 0;
    padding-inline: var(--katha-space-4);
  }
`;
