import { css } from '@lit/reactive-element/css-tag.js';

/** The round box (`.base`, filling the host: a picture, initials or a silhouette), the host's size and shape. */
export const styles = [
  css`
  .base {
    display: grid;
    place-items: center;
    overflow: hidden;
    border-radius: 50%;
    background: var(--katha-color-secondary);
    color: var(--katha-color-on-secondary);
    font-size: calc(var(--katha-avatar-size, 40px) * 0.4);
    font-weight: var(--katha-font-weight-semibold);
    line-height: 1;
    user-select: none;
  }
  .base img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
  .base svg {
    inline-size: 60%;
    block-size: 60%;
  }
  :host {
    --katha-avatar-size: 40px;
    display: inline-block;
    inline-size: var(--katha-avatar-size);
    block-size: var(--katha-avatar-size);
    flex: none;
  }
  :host([size='sm']) {
    --katha-avatar-size: 32px;
  }
  :host([size='lg']) {
    --katha-avatar-size: 64px;
  }
  .base {
    inline-size: 100%;
    block-size: 100%;
  }
  :host([shape='rounded']) .base {
    border-radius: var(--katha-radius);
  }
`,
];
