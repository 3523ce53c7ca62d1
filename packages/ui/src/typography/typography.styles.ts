import { css } from '@lit/reactive-element/css-tag.js';

/**
 * The scale: sizes from the theme's font tokens (xs 14, sm 16, md 18, body 20, lg 24, xl 32 px),
 * the two largest headings a step beyond them, each times `--katha-typography-scale`.
 */
export const styles = css`
  :host {
    --_scale: var(--katha-typography-scale, 1);
    --_color: var(--katha-color-text);
    display: block;
    color: var(--_color);
  }
  :host([color='muted']) {
    --_color: var(--katha-color-text-muted);
  }
  :host([color='primary']) {
    --_color: var(--katha-color-primary);
  }
  :host([color='secondary']) {
    --_color: var(--katha-color-secondary);
  }
  :host([color='error']) {
    --_color: var(--katha-color-error);
  }
  :host([variant='caption']),
  :host([variant='overline']) {
    display: inline-block;
  }
  .text {
    margin: 0;
    color: inherit;
    font-family: inherit;
    font-weight: var(--katha-font-weight-regular);
    line-height: 1.5;
    overflow-wrap: anywhere;
  }
  :host([gutter]) .text {
    margin-block-end: 0.5em;
  }
  :host([truncate]) .text {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .h1 {
    font-size: calc(var(--katha-font-size-xl) * 1.5 * var(--_scale));
    font-weight: var(--katha-font-weight-bold);
    line-height: var(--katha-line-height-tight);
  }
  .h2 {
    font-size: calc(var(--katha-font-size-xl) * 1.25 * var(--_scale));
    font-weight: var(--katha-font-weight-bold);
    line-height: var(--katha-line-height-tight);
  }
  .h3 {
    font-size: calc(var(--katha-font-size-xl) * var(--_scale));
    font-weight: var(--katha-font-weight-semibold);
    line-height: var(--katha-line-height-tight);
  }
  .h4 {
    font-size: calc(var(--katha-font-size-lg) * var(--_scale));
    font-weight: var(--katha-font-weight-semibold);
    line-height: var(--katha-line-height-tight);
  }
  .h5 {
    font-size: calc(var(--katha-font-size-body) * var(--_scale));
    font-weight: var(--katha-font-weight-semibold);
    line-height: var(--katha-line-height-tight);
  }
  .h6 {
    font-size: calc(var(--katha-font-size-md) * var(--_scale));
    font-weight: var(--katha-font-weight-semibold);
    line-height: var(--katha-line-height-tight);
  }
  .subtitle1 {
    font-size: calc(var(--katha-font-size-md) * var(--_scale));
    font-weight: var(--katha-font-weight-semibold);
  }
  .subtitle2 {
    font-size: calc(var(--katha-font-size-sm) * var(--_scale));
    font-weight: var(--katha-font-weight-semibold);
  }
  .body1 {
    font-size: calc(var(--katha-font-size-body) * var(--_scale));
    line-height: calc(var(--katha-line-height-body) * var(--_scale));
  }
  .body2 {
    font-size: calc(var(--katha-font-size-sm) * var(--_scale));
  }
  .caption {
    font-size: calc(var(--katha-font-size-xs) * var(--_scale));
  }
  .overline {
    font-size: calc(var(--katha-font-size-xs) * var(--_scale));
    font-weight: var(--katha-font-weight-semibold);
    letter-spacing: 0.08em;
    text-transform: uppercase;
  }
  /* Indic scripts have no capitals and need the letter spacing their joins allow. */
  :host(:lang(hi)) .overline,
  :host(:lang(kn)) .overline {
    letter-spacing: normal;
  }
`;
