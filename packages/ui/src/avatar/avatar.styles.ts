import { css } from '@lit/reactive-element/css-tag.js';
import { avatarRules } from './avatar-box.js';

/** The box (avatar-box.ts, as `.base`, filling the host) and the element's own: the host's size and shape. */
export const styles = [
  avatarRules('.base'),
  css`
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
