import { css } from '@lit/reactive-element/css-tag.js';
import { fieldBox } from '../core/field.styles.js';

export const styles = css`
  :host {
    display: block;
    inline-size: 100%;
    max-inline-size: 420px;
  }
  @media (max-width: 767.98px) {
    :host(:not([always-visible])) {
      display: none;
    }
  }
  form {
    position: relative;
    display: flex;
    align-items: center;
  }
  .icon {
    position: absolute;
    inset-inline-start: var(--katha-space-3);
    inline-size: 20px;
    block-size: 20px;
    color: var(--katha-color-text-muted);
    pointer-events: none;
  }
  input {
    ${fieldBox}
    inline-size: 100%;
    padding-block: var(--katha-space-2);
    padding-inline: calc(var(--katha-space-3) + 28px) var(--katha-space-3);
    border: 1px solid var(--katha-color-border);
  }
  input::placeholder {
    color: var(--katha-color-text-muted);
    opacity: 1;
  }
  input:hover {
    border-color: var(--katha-color-text-muted);
  }
`;
