import { css } from '@lit/reactive-element/css-tag.js';
import { visuallyHiddenBox } from '../core/styles.js';

export const styles = css`
  :host {
    display: block;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .list {
    display: grid;
    gap: 2px;
    padding-inline: var(--katha-space-3);
  }
  .subheader {
    margin-block: var(--katha-space-4) var(--katha-space-1);
    padding-inline: var(--katha-space-3);
    color: var(--katha-color-text-muted);
    font-size: var(--katha-font-size-xs);
    font-weight: var(--katha-font-weight-bold);
    line-height: var(--katha-line-height-tight);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .item {
    display: flex;
    align-items: center;
    gap: var(--katha-space-3);
    inline-size: 100%;
    min-block-size: 44px;
    padding-block: var(--katha-space-2);
    padding-inline: calc(var(--katha-space-3) + var(--_depth, 0) * var(--katha-space-4)) var(--katha-space-3);
    border: 0;
    border-radius: var(--katha-radius);
    background: transparent;
    color: var(--katha-color-text);
    font: inherit;
    font-size: var(--katha-font-size-sm);
    line-height: var(--katha-line-height-tight);
    text-align: start;
    text-decoration: none;
    cursor: pointer;
    transition:
      background-color var(--katha-transition-fast),
      color var(--katha-transition-fast);
  }
  .item:hover {
    background: var(--katha-color-primary-subtle);
    color: var(--katha-color-primary);
  }
  .item.active {
    background: var(--katha-color-primary);
    color: var(--katha-color-on-primary);
  }
  .item.current-group {
    color: var(--katha-color-primary);
    font-weight: var(--katha-font-weight-semibold);
  }
  .item[aria-disabled='true'] {
    color: var(--katha-color-text-muted);
    background: transparent;
    cursor: not-allowed;
  }
  .icon {
    flex: none;
    inline-size: 21px;
    block-size: 21px;
  }
  .text {
    display: grid;
    flex: 1;
    min-inline-size: 0;
  }
  .subtitle {
    font-size: var(--katha-font-size-xs);
    opacity: 0.85;
  }
  .item:not(.active) .subtitle {
    color: var(--katha-color-text-muted);
    opacity: 1;
  }
  .chevron,
  .external {
    display: inline-flex;
    flex: none;
  }
  .chevron .icon {
    inline-size: 18px;
    block-size: 18px;
  }
  .chevron {
    transition: rotate var(--katha-transition-fast);
  }
  [aria-expanded='true'] > .chevron {
    rotate: 180deg;
  }
  .external .icon {
    inline-size: 16px;
    block-size: 16px;
  }
  [hidden] {
    display: none !important;
  }

  /* Collapsed (mini sidebar): icons only, names stay for assistive technology and tooltips. */
  :host([collapsed]) .list {
    padding-inline: var(--katha-space-2);
  }
  :host([collapsed]) .item {
    justify-content: center;
    padding-inline: 0;
  }
  :host([collapsed]) .text,
  :host([collapsed]) .chevron,
  :host([collapsed]) .external,
  :host([collapsed]) katha-chip {
    ${visuallyHiddenBox}
  }
  :host([collapsed]) .group-list {
    display: none;
  }
  :host([collapsed]) .subheader {
    block-size: 1px;
    margin-inline: var(--katha-space-3);
    padding: 0;
    overflow: hidden;
    background: var(--katha-color-border);
    color: transparent;
  }

  /* Horizontal (a bar under the header): top-level items in a row, groups as dropdowns. */
  :host([orientation='horizontal']) .list {
    display: flex;
    flex-wrap: wrap;
    gap: var(--katha-space-1);
    padding-inline: var(--katha-space-1);
  }
  :host([orientation='horizontal']) .subheader {
    display: none;
  }
  :host([orientation='horizontal']) .list > li {
    position: relative;
  }
  /*
   * The row's items are compact (Modernize's bar: smaller icons, tighter spacing): the nine sections
   * of the demo menu stay on one row at 1366 px in every language (boxed, 1200 px; Kannada's are the
   * widest); a narrower window wraps rather than hides.
   */
  :host([orientation='horizontal']) .list > li > .item {
    inline-size: auto;
    gap: var(--katha-space-2);
    padding-inline: var(--katha-space-2);
    white-space: nowrap;
  }
  :host([orientation='horizontal']) .list > li > .item > .icon {
    inline-size: 18px;
    block-size: 18px;
  }
  :host([orientation='horizontal']) .list > li > .item .chevron {
    margin-inline-start: calc(-1 * var(--katha-space-1));
  }
  :host([orientation='horizontal']) .list > li > .item .chevron .icon {
    inline-size: 16px;
    block-size: 16px;
  }
  /*
   * A dropdown: in the top layer (a manual popover) while open, @floating-ui sets its left, top and
   * max-block-size (the UA's centred popover box is undone).
   */
  :host([orientation='horizontal']) .list > li > .group-list {
    position: fixed;
    inset: auto;
    z-index: 30;
    min-inline-size: 240px;
    margin: 0;
    padding: var(--katha-space-2);
    overflow: auto;
    border: 0;
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
    color: var(--katha-color-text);
    box-shadow: var(--katha-shadow-raised);
  }
`;
