import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-2);
    min-block-size: 44px;
    border-radius: var(--katha-radius-sm);
    cursor: pointer;
    font-size: var(--katha-font-size-sm);
    line-height: var(--katha-line-height-tight);
    outline: none;
  }
  :host(:focus-visible) .control {
    box-shadow: var(--katha-focus-ring);
  }
  :host([aria-disabled='true']),
  :host([disabled]) {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .control {
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    border: 2px solid var(--katha-color-text-muted);
    border-radius: 50%;
    background: var(--katha-color-surface);
    transition: border-color var(--katha-transition-fast);
  }
  :host(:hover:not([aria-disabled='true'])) .control {
    border-color: var(--katha-color-primary);
  }
  .control.checked {
    border-color: var(--katha-color-primary);
  }
  .control.checked::after {
    content: '';
    inline-size: 10px;
    block-size: 10px;
    border-radius: 50%;
    background: var(--katha-color-primary);
  }
  :host([aria-invalid='true']) .control {
    border-color: var(--katha-color-error);
  }
`;
