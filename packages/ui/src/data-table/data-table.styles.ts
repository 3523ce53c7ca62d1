import { css } from '@lit/reactive-element/css-tag.js';
import { visuallyHiddenBox } from '../core/styles.js';

export const styles = css`
  :host {
    display: grid;
    gap: var(--katha-space-3);
    /* Never wider than where it is put: the table scrolls sideways inside instead. */
    contain: inline-size;
    font-size: var(--katha-font-size-sm);
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    gap: var(--katha-space-3);
  }
  .search {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--katha-space-2);
    color: var(--katha-color-text);
    font-weight: var(--katha-font-weight-semibold, 600);
  }
  input,
  select {
    min-block-size: 44px;
    padding-inline: var(--katha-space-3);
    border: 1px solid var(--katha-color-text-muted);
    border-radius: var(--katha-radius-sm);
    background: var(--katha-color-surface);
    color: var(--katha-color-text);
    font: inherit;
    font-weight: normal;
  }
  input {
    inline-size: min(20rem, 100%);
  }
  .scroller {
    overflow: auto;
    border: 1px solid var(--katha-color-border);
    border-radius: var(--katha-radius);
    background: var(--katha-color-surface);
  }
  :host([fixed-header]) .scroller {
    max-block-size: var(--katha-data-table-max-height, 24rem);
  }
  table {
    inline-size: 100%;
    border-collapse: separate;
    border-spacing: 0;
    color: var(--katha-color-text);
  }
  caption {
    padding: var(--katha-space-3) var(--katha-space-4);
    font-weight: var(--katha-font-weight-semibold, 600);
    text-align: start;
  }
  th,
  td {
    padding-block: var(--katha-space-2);
    padding-inline: var(--katha-space-4);
    border-block-end: 1px solid var(--katha-color-border);
    text-align: start;
    vertical-align: middle;
  }
  tbody tr:last-child > * {
    border-block-end: 0;
  }
  thead th {
    background: var(--katha-color-surface-muted);
    font-weight: var(--katha-font-weight-semibold, 600);
    white-space: nowrap;
  }
  :host([fixed-header]) thead th {
    position: sticky;
    inset-block-start: 0;
    z-index: 1;
  }
  tbody th {
    font-weight: var(--katha-font-weight-semibold, 600);
  }
  .num {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  /* A number's cell reads in its own direction (core/styles.ts textInItsDirection), whose end is
     its text's: the end of the page's line is the left in rtl. */
  .num:dir(rtl) {
    text-align: left;
  }
  .control-cell {
    inline-size: 1px;
    padding-inline-end: 0;
  }
  tr.selected > * {
    background: var(--katha-color-primary-subtle);
  }
  .detail > td {
    background: var(--katha-color-surface-muted);
  }
  .empty > td {
    padding-block: var(--katha-space-5);
    color: var(--katha-color-text-muted);
    text-align: center;
  }
  katha-checkbox::part(label) {
    ${visuallyHiddenBox}
  }
  button {
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  .sort {
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-1);
    min-block-size: 44px;
    margin-inline: calc(-1 * var(--katha-space-2));
    padding-inline: var(--katha-space-2);
    border-radius: var(--katha-radius-sm);
    font-weight: inherit;
  }
  .num .sort {
    flex-direction: row-reverse;
  }
  .sort:hover {
    background: var(--katha-color-surface);
  }
  .icon {
    flex: none;
    inline-size: 1.1em;
    block-size: 1.1em;
  }
  .sort:not(.sorted) .icon {
    color: var(--katha-color-text-muted);
  }
  .sort.descending .icon {
    transform: none;
  }
  .sort.ascending .icon {
    transform: rotate(180deg);
  }
  .expander,
  .page-button {
    display: inline-grid;
    place-items: center;
    inline-size: 44px;
    block-size: 44px;
    border-radius: 50%;
  }
  .expander:hover,
  .page-button:hover:not(:disabled) {
    background: var(--katha-color-surface-muted);
  }
  .expander .icon {
    transition: transform 0.15s;
  }
  .expander[aria-expanded='true'] .icon {
    transform: rotate(180deg);
  }
  .page-button:disabled {
    color: var(--katha-color-text-muted);
    cursor: default;
    opacity: 0.6;
  }
  .page-button .icon {
    inline-size: 1.3em;
    block-size: 1.3em;
  }
  .previous .icon {
    transform: rotate(90deg);
  }
  .next .icon {
    transform: rotate(-90deg);
  }
  :host(:dir(rtl)) .previous .icon {
    transform: rotate(-90deg);
  }
  :host(:dir(rtl)) .next .icon {
    transform: rotate(90deg);
  }
  :host(:dir(rtl)) .first .icon,
  :host(:dir(rtl)) .last .icon {
    transform: scaleX(-1);
  }
  .footer {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: var(--katha-space-3);
    color: var(--katha-color-text);
  }
  .footer p {
    margin: 0;
  }
  .pager {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: var(--katha-space-3) var(--katha-space-5);
    margin-inline-start: auto;
  }
  .size {
    display: inline-flex;
    align-items: center;
    gap: var(--katha-space-2);
  }
  .range {
    display: flex;
    flex-wrap: wrap;
    gap: var(--katha-space-1) var(--katha-space-3);
    font-variant-numeric: tabular-nums;
  }
  .pages {
    display: flex;
    gap: var(--katha-space-1);
  }
`;
