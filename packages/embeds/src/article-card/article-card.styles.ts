import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    max-inline-size: var(--katha-embed-max-width, 420px);
  }
`;
