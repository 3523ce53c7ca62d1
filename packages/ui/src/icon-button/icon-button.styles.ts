import { css } from '@lit/reactive-element/css-tag.js';
import { roundButtonBox } from '../core/styles.js';

export const styles = css`
  :host {
    display: inline-flex;
    position: relative;
    vertical-align: middle;
  }
  .base {
    ${roundButtonBox}
    color: inherit;
    font: inherit;
    text-decoration: none;
    cursor: pointer;
    transition: background-color var(--katha-transition-fast);
  }
  .base:hover {
    background: var(--katha-color-primary-subtle);
    color: var(--katha-color-primary);
  }
  :host([active]) .base {
    color: var(--katha-color-primary);
  }
  .icon,
  ::slotted(svg) {
    inline-size: 22px;
    block-size: 22px;
  }
  .tooltip {
    position: absolute;
    inset-block-start: calc(100% + var(--katha-space-1));
    inset-inline-start: 50%;
    translate: -50% 0;
    z-index: 10;
    padding-block: var(--katha-space-1);
    padding-inline: var(--katha-space-2);
    border-radius: var(--katha-radius-sm);
    background: var(--katha-color-secondary);
    color: var(--katha-color-on-secondary);
    font-size: var(--katha-font-size-xs);
    line-height: var(--katha-line-height-tight);
    white-space: nowrap;
    pointer-events: none;
    opacity: 0;
    transition: opacity var(--katha-transition-fast);
  }
  :host(:dir(rtl)) .tooltip {
    translate: 50% 0;
  }
  .base:hover + .tooltip,
  .base:focus-visible + .tooltip {
    opacity: 1;
  }
`;
