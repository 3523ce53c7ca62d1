import { css } from '@lit/reactive-element/css-tag.js';

/**
 * Two lists with the buttons between them, side by side; one above the other (the buttons' arrows
 * turned down and up) when the element is narrower than 34rem. The arrows point the reading way:
 * mirrored in rtl, where the available list is on the right.
 */
export const styles = css`
  :host {
    display: block;
    container-type: inline-size;
  }
  .base {
    display: grid;
    gap: var(--katha-space-2);
  }
  .label {
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
  }
  .required {
    color: var(--katha-color-error);
  }
  .lists {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto minmax(0, 1fr);
    align-items: center;
    gap: var(--katha-space-3);
  }
  .panel {
    display: grid;
    grid-template-rows: auto 1fr;
    position: relative;
    min-inline-size: 0;
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    overflow: hidden;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0 var(--katha-space-2);
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-3);
    border-block-end: 1px solid var(--katha-color-border);
  }
  .heading {
    font-size: var(--katha-font-size-sm);
    font-weight: var(--katha-font-weight-semibold);
  }
  .count {
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-xs);
  }
  .list {
    block-size: var(--katha-transfer-list-height, 224px);
    margin: 0;
    padding: var(--katha-space-1);
    overflow: auto;
    list-style: none;
    outline: none;
  }
  .list:focus-visible {
    box-shadow: inset 0 0 0 2px var(--katha-color-focus);
  }
  .option {
    display: flex;
    align-items: center;
    gap: var(--katha-space-2);
    min-block-size: 40px;
    padding-inline: var(--katha-space-2);
    border-radius: var(--katha-radius-sm);
    cursor: pointer;
    font-size: var(--katha-font-size-sm);
    line-height: var(--katha-line-height-tight);
  }
  .option:hover {
    background: var(--katha-color-surface-muted);
  }
  .list:focus-visible .option.active {
    box-shadow: inset 0 0 0 2px var(--katha-color-focus);
  }
  .option[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  .box {
    flex: none;
    inline-size: 20px;
    block-size: 20px;
    padding: 1px;
    border: 2px solid var(--katha-color-text-muted);
    border-radius: var(--katha-radius-sm);
    background: var(--katha-color-surface);
    fill: none;
    stroke: transparent;
    stroke-width: 2.5;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .option[aria-selected='true'] .box {
    border-color: var(--katha-color-primary);
    background: var(--katha-color-primary);
    stroke: var(--katha-color-on-primary);
  }
  .empty {
    position: absolute;
    inset-block-start: 50%;
    inset-inline: 0;
    margin: 0;
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-xs);
    text-align: center;
    pointer-events: none;
  }
  .actions {
    display: flex;
    flex-direction: column;
    gap: var(--katha-space-2);
  }
  .move {
    display: grid;
    place-items: center;
    inline-size: 44px;
    block-size: 44px;
    padding: 0;
    border: 1px solid var(--katha-color-text-muted);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    color: var(--katha-color-text);
    cursor: pointer;
    transition: background-color var(--katha-transition-fast);
  }
  .move:hover:not([aria-disabled='true']) {
    background: var(--katha-color-primary-subtle);
  }
  .move[aria-disabled='true'] {
    border-color: var(--katha-color-border);
    color: var(--katha-color-text-muted);
    cursor: not-allowed;
  }
  .move svg {
    inline-size: 20px;
    block-size: 20px;
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .move.available svg {
    scale: -1 1;
  }
  :host(:dir(rtl)) .move.chosen svg {
    scale: -1 1;
  }
  :host(:dir(rtl)) .move.available svg {
    scale: none;
  }
  .error {
    color: var(--katha-color-error);
    font-size: var(--katha-font-size-xs);
  }
  @container (max-width: 34rem) {
    .lists {
      grid-template-columns: minmax(0, 1fr);
    }
    .actions {
      flex-direction: row;
      justify-content: center;
    }
    .move svg,
    :host(:dir(rtl)) .move svg {
      rotate: 90deg;
      scale: none;
    }
    .move.available svg,
    :host(:dir(rtl)) .move.available svg {
      rotate: -90deg;
    }
  }
`;
