import { css } from '@lit/reactive-element/css-tag.js';
import { fieldBox } from '../core/field.styles.js';

export const styles = css`
  :host {
    display: inline-flex;
  }
  .field {
    position: relative;
    display: inline-flex;
    align-items: center;
  }
  .icon {
    position: absolute;
    inset-inline-start: var(--katha-space-2);
    inline-size: 20px;
    block-size: 20px;
    pointer-events: none;
  }
  select {
    ${fieldBox}
    padding-block: var(--katha-space-1);
    padding-inline: calc(var(--katha-space-2) + 24px) var(--katha-space-3);
    border: 1px solid var(--katha-color-border);
    cursor: pointer;
  }
  select:hover {
    border-color: var(--katha-color-text-muted);
  }
  /* Each language's name in its own letters from 'Katha Language Names' (fonts.css): 2 kB faces
     cut to those letters, so a page in another language does not fetch a whole Indic font for them. */
  select,
  option {
    font-family: 'Katha Language Names', var(--katha-font-family);
  }
  option {
    color: var(--katha-color-text);
    background: var(--katha-color-surface);
  }
  /* Narrow headers: the globe alone (the picker still lists each language by name). */
  @media (max-width: 599.98px) {
    .icon {
      inset-inline-start: 11px;
    }
    select {
      inline-size: 44px;
      padding: 0;
      color: transparent;
      appearance: none;
    }
  }
`;
