import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: block;
  }
  .list {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--katha-article-list-min-card, 300px)), 1fr));
    gap: var(--katha-space-5);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  :host([layout='list']) .list {
    grid-template-columns: 1fr;
    gap: var(--katha-space-4);
  }
  li {
    min-inline-size: 0;
  }
  li > * {
    block-size: 100%;
  }
  .more {
    display: flex;
    justify-content: center;
    margin-block-start: var(--katha-space-5);
  }
  katha-error-state {
    margin-block-start: var(--katha-space-4);
  }
`;
