import { css } from '@lit/reactive-element/css-tag.js';
import { roundButtonBox } from '../core/styles.js';

export const styles = css`
  :host {
    position: relative;
    display: inline-flex;
  }
  .trigger {
    ${roundButtonBox}
    cursor: pointer;
  }
  /*
   * The menu: in the top layer (a manual popover) while open, @floating-ui sets its left, top and
   * max-block-size (the UA's centred popover box is undone). Hidden when closed, on the server too.
   */
  .popup {
    position: fixed;
    inset: auto;
    z-index: 50;
    display: grid;
    gap: 2px;
    inline-size: min(320px, calc(100vw - 2 * var(--katha-space-4)));
    margin: 0;
    padding: var(--katha-space-2);
    overflow: auto;
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    color: var(--katha-color-text);
    box-shadow: var(--katha-shadow-raised);
  }
  .popup[hidden] {
    display: none;
  }
  /* Until @floating-ui has placed it (transparent, not hidden: focus moves in at once). */
  .popup:not([data-placed]) {
    opacity: 0;
  }
  .who {
    display: flex;
    align-items: center;
    gap: var(--katha-space-3);
    padding: var(--katha-space-2) var(--katha-space-3) var(--katha-space-3);
    border-block-end: 1px solid var(--katha-color-border);
    margin-block-end: var(--katha-space-1);
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
  }
  .item {
    display: flex;
    align-items: center;
    gap: var(--katha-space-3);
    min-block-size: 44px;
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-3);
    border-radius: var(--katha-radius);
    color: var(--katha-color-text);
    line-height: var(--katha-line-height-tight);
    text-decoration: none;
  }
  button.item {
    inline-size: 100%;
    border: 0;
    background: transparent;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  .item:hover,
  .item:focus-visible {
    background: var(--katha-color-primary-subtle);
  }
  .badge {
    display: inline-grid;
    place-items: center;
    flex: none;
    inline-size: 40px;
    block-size: 40px;
    border-radius: var(--katha-radius);
    background: var(--katha-color-primary-subtle);
    color: var(--katha-color-primary);
  }
  .badge .icon {
    inline-size: 20px;
    block-size: 20px;
  }
  .text {
    display: grid;
    gap: 2px;
  }
  .title {
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
  }
  .subtitle {
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-xs);
  }
  .logout {
    margin-block-start: var(--katha-space-2);
    min-block-size: 44px;
    border: 1px solid var(--katha-color-primary);
    border-radius: var(--katha-radius);
    background: transparent;
    color: var(--katha-color-primary);
    font: inherit;
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
    cursor: pointer;
  }
  .logout:hover,
  .logout:focus-visible {
    background: var(--katha-color-primary-subtle);
  }
`;
