import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    display: contents;
  }
  dialog {
    inline-size: min(var(--katha-dialog-width, 480px), calc(100vw - 2 * var(--katha-space-4)));
    max-block-size: min(var(--katha-dialog-max-height, 100dvh), calc(100dvh - 2 * var(--katha-space-4)));
    padding: 0;
    border: 0;
    border-radius: var(--katha-radius-lg);
    background: var(--katha-color-surface);
    color: var(--katha-color-text);
    box-shadow: var(--katha-shadow-raised);
  }
  dialog[open] {
    display: flex;
    flex-direction: column;
    animation: rise 160ms ease-out;
  }
  :host([fullscreen]) dialog {
    inline-size: 100vw;
    max-inline-size: none;
    block-size: 100dvh;
    max-block-size: none;
    margin: 0;
    border-radius: 0;
  }
  dialog::backdrop {
    background: rgb(15 23 42 / 0.5);
  }
  @keyframes rise {
    from {
      opacity: 0;
      translate: 0 8px;
    }
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--katha-space-2);
    padding-block: var(--katha-space-3) var(--katha-space-2);
    padding-inline: var(--katha-space-5) var(--katha-space-3);
  }
  h2 {
    margin: 0;
    font-size: var(--katha-font-size-lg);
    font-weight: var(--katha-font-weight-bold);
    line-height: var(--katha-line-height-tight);
  }
  .body {
    flex: 1;
    overflow: auto;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-5);
    font-size: var(--katha-font-size-sm);
    line-height: 1.6;
  }
  footer {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: var(--katha-space-2);
    padding-block: var(--katha-space-3) var(--katha-space-4);
    padding-inline: var(--katha-space-5);
  }
  footer:not(:has(::slotted(*))) {
    padding-block-end: var(--katha-space-2);
  }
`;
