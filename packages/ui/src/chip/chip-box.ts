import { type CSSResult, css, unsafeCSS } from '@lit/reactive-element/css-tag.js';
import { html, nothing } from 'lit/html.js';

/**
 * The chip's box rules, for the box selected by `box` (outlined: `outlined`). Its colours come
 * from `--_fill`, `--_ink` and `--_line` (`katha-chip` sets them from `color`); neutral without.
 */
export function chipRules(box: string, outlined: string): CSSResult {
  return css`
    ${unsafeCSS(box)} {
      display: inline-flex;
      align-items: center;
      gap: var(--katha-space-1);
      min-block-size: 28px;
      padding-inline: var(--katha-space-3);
      border: 1px solid transparent;
      border-radius: var(--katha-radius-pill);
      background: var(--_fill, var(--katha-color-surface-muted));
      color: var(--_ink, var(--katha-color-text));
      font-size: var(--katha-font-size-xs);
      font-weight: var(--katha-font-weight-semibold);
      line-height: var(--katha-line-height-tight);
      white-space: nowrap;
    }
    ${unsafeCSS(outlined)} {
      background: transparent;
      border-color: var(--_line, var(--katha-color-border));
      color: var(--_line, var(--katha-color-text));
    }
  `;
}

/**
 * The chip's box (what `katha-chip` renders, without the element), for a shadow root that shows a
 * chip without defining one (the article card's topic): `.chip`, outlined with `.outlined`.
 */
export const chipBoxStyles = /* @__PURE__ */ chipRules('.chip', '.chip.outlined');

/** A chip's box around `content`, of class `className` (`chip`, `chip outlined`… with chipBoxStyles). */
export function chipBox(content: unknown, options: { className: string; part?: string }) {
  return html`<span part=${options.part || nothing} class=${options.className}>${content}</span>`;
}
