import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: block;
  }
  section {
    display: grid;
    gap: var(--katha-space-4);
  }
  h2 {
    margin: 0;
    font-size: var(--katha-font-size-lg);
    font-weight: var(--katha-font-weight-bold);
  }
  ol {
    display: grid;
    gap: var(--katha-space-4);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .replies {
    margin-block-start: var(--katha-space-3);
  }
  .nested > .replies {
    padding-inline-start: var(--katha-space-4);
    border-inline-start: 2px solid var(--katha-color-border);
    margin-inline-start: var(--katha-space-3);
  }
  .comment {
    display: grid;
    gap: var(--katha-space-2);
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--katha-space-1) var(--katha-space-2);
    font-size: var(--katha-font-size-xs);
  }
  .author {
    font-weight: var(--katha-font-weight-semibold);
  }
  time,
  .edited {
    color: var(--katha-color-text-muted);
  }
  .content {
    margin: 0;
    font-size: var(--katha-font-size-sm);
    line-height: 1.6;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .removed,
  .signed-out {
    margin: 0;
    color: var(--katha-color-text-muted);
    font-style: italic;
    font-size: var(--katha-font-size-sm);
  }
  .actions {
    display: flex;
    gap: var(--katha-space-1);
    margin-inline-start: calc(-1 * var(--katha-space-3));
  }
`;
