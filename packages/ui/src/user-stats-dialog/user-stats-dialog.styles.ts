import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: contents;
  }
  .intro {
    margin-block: 0 var(--katha-space-4);
    color: var(--katha-color-text-muted);
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 160px), 1fr));
    gap: var(--katha-space-3);
    margin: 0;
  }
  .figure {
    display: flex;
    flex-direction: column-reverse;
    gap: var(--katha-space-1);
    padding: var(--katha-space-3);
    border-radius: var(--katha-radius);
    background: var(--katha-color-primary-subtle);
  }
  dt {
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-xs);
  }
  dd {
    margin: 0;
    font-size: var(--katha-font-size-lg);
    font-weight: var(--katha-font-weight-bold);
    font-variant-numeric: tabular-nums;
  }
`;
