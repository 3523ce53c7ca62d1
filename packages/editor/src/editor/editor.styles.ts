import { css } from 'lit';

export const styles = css`
  :host {
    display: block;
    --katha-editor-min-height: 20rem;
  }
  .frame {
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    overflow: clip;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: var(--katha-space-1);
    padding: var(--katha-space-2);
    border-bottom: 1px solid var(--katha-color-border);
    background: var(--katha-color-surface-muted);
    position: sticky;
    top: var(--katha-editor-sticky-top, 0);
    z-index: 1;
  }
  .toolbar .group {
    display: flex;
    gap: var(--katha-space-1);
    padding-inline-end: var(--katha-space-2);
    border-inline-end: 1px solid var(--katha-color-border);
  }
  .toolbar .group:last-child {
    border: 0;
  }
  button {
    font: inherit;
    min-width: 2.5rem;
    min-height: 2.5rem;
    padding: 0 var(--katha-space-2);
    border: 1px solid transparent;
    border-radius: var(--katha-radius-sm, 4px);
    background: transparent;
    color: var(--katha-color-text);
    cursor: pointer;
    font-size: var(--katha-font-size-sm);
  }
  button:hover {
    background: var(--katha-color-primary-subtle);
  }
  button[aria-pressed='true'] {
    background: var(--katha-color-primary-subtle);
    border-color: var(--katha-color-primary);
    color: var(--katha-color-text);
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  button svg {
    width: 1.125rem;
    height: 1.125rem;
    vertical-align: middle;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--katha-space-2);
    padding: var(--katha-space-2) var(--katha-space-3);
    border-bottom: 1px solid var(--katha-color-border);
    font-size: var(--katha-font-size-sm);
  }
  .row input {
    flex: 1 1 14rem;
    font: inherit;
    min-height: 2.5rem;
    padding: 0 var(--katha-space-2);
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius-sm, 4px);
    background: var(--katha-color-background);
    color: var(--katha-color-text);
  }
  .row.error {
    color: var(--katha-color-error);
  }
  progress {
    flex: 1 1 10rem;
    accent-color: var(--katha-color-primary);
  }
  .surface .ql-editor {
    min-height: var(--katha-editor-min-height);
    padding: var(--katha-space-4);
    font-size: 1.125rem;
    line-height: 1.75;
    color: var(--katha-color-text);
  }
  .surface .ql-editor.ql-blank::before {
    color: var(--katha-color-text-muted);
    font-style: normal;
    inset-inline: var(--katha-space-4);
  }
  .surface .ql-editor blockquote {
    border-inline-start: 4px solid var(--katha-color-primary);
    margin: var(--katha-space-2) 0;
    padding-inline-start: var(--katha-space-3);
    color: var(--katha-color-text-muted);
  }
  .surface .ql-editor a {
    color: var(--katha-color-primary);
  }
  .surface .ql-editor img {
    max-width: 100%;
    height: auto;
  }
  .surface .ql-container {
    font-family: inherit;
    font-size: inherit;
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: var(--katha-space-2);
    padding: var(--katha-space-2) var(--katha-space-3);
    border-top: 1px solid var(--katha-color-border);
    font-size: var(--katha-font-size-sm);
    color: var(--katha-color-text-muted);
  }
`;
