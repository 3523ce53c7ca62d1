import { css } from '@lit/reactive-element/css-tag.js';

/** The host's box; the button's own styles are the toggle's (./toggle.styles.ts). */
export const styles = css`
  :host {
    display: inline-flex;
    vertical-align: middle;
  }
`;
