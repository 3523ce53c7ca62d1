import { html, type SVGTemplateResult } from 'lit/html.js';

/**
 * Wraps one of the icon shapes of this folder (each file exports a Lit `svg` template) in a
 * decorative 24×24 `<svg>` stroked with `currentColor`, sized by the surrounding CSS. The
 * control that shows an icon carries the accessible name; the icon itself is hidden.
 */
export function icon(shape: SVGTemplateResult) {
  return html`<svg
    class="icon"
    viewBox="0 0 24 24"
    width="24"
    height="24"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
  >${shape}</svg>`;
}
