import { css } from '@lit/reactive-element/css-tag.js';

/** Shared by katha-empty-state and katha-error-state: a centred icon, heading, text and action. */
export const styles = css`
  :host {
    display: block;
  }
  .state-box {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: var(--katha-space-3);
    padding-block: var(--katha-space-6);
    padding-inline: var(--katha-space-4);
    text-align: center;
  }
  .icon-frame {
    display: inline-grid;
    place-items: center;
    inline-size: 64px;
    block-size: 64px;
    border-radius: 50%;
    background: var(--katha-color-surface-muted);
    color: var(--katha-color-text-muted);
  }
  .icon,
  ::slotted(svg) {
    inline-size: 32px;
    block-size: 32px;
  }
  .heading {
    margin: 0;
    font-size: var(--katha-font-size-md);
    font-weight: var(--katha-font-weight-semibold);
    line-height: var(--katha-line-height-tight);
  }
  .message {
    margin: 0;
    max-inline-size: 40ch;
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-sm);
  }
`;
