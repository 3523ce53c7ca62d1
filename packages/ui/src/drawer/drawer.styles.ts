import { css } from '@lit/reactive-element/css-tag.js';

export const styles = css`
  :host {
    --_size: var(--katha-drawer-size, 320px);
    display: contents;
  }
  dialog {
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    inset-inline-end: auto;
    inline-size: min(var(--_size), 100vw);
    max-inline-size: 100vw;
    block-size: 100dvh;
    max-block-size: none;
    margin: 0;
    padding: 0;
    border: 0;
    background: var(--katha-color-surface);
    color: var(--katha-color-text);
    box-shadow: var(--katha-shadow-raised);
    overflow: hidden;
  }
  :host([placement='end']) dialog {
    inset-inline-start: auto;
    inset-inline-end: 0;
  }
  dialog::backdrop {
    background: rgb(15 23 42 / 0.5);
  }
  dialog[open] {
    display: flex;
    flex-direction: column;
    animation: slide-in 160ms ease-out;
  }
  @keyframes slide-in {
    from {
      translate: calc(var(--_from) * 100%) 0;
    }
  }
  dialog {
    --_from: -1;
  }
  :host([placement='end']) dialog,
  :host(:dir(rtl):not([placement='end'])) dialog {
    --_from: 1;
  }
  :host([placement='end']:dir(rtl)) dialog {
    --_from: -1;
  }
  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--katha-space-2);
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-4) var(--katha-space-2);
    border-block-end: 1px solid var(--katha-color-border);
  }
  h2 {
    margin: 0;
    font-size: var(--katha-font-size-md);
    font-weight: var(--katha-font-weight-semibold);
    line-height: var(--katha-line-height-tight);
  }
  .body {
    flex: 1;
    overflow-y: auto;
    overscroll-behavior: contain;
  }
`;
