import type { SVGTemplateResult } from 'lit/html.js';
import { html, type StaticValue, unsafeStatic } from 'lit/static-html.js';

/**
 * Wraps one of the icon shapes of this folder (each file exports a Lit `svg` template without
 * parts) in a decorative 24×24 `<svg>` stroked with `currentColor`, sized by the surrounding CSS.
 * The control that shows an icon carries the accessible name; the icon itself is hidden.
 * The shape is written into the template itself (a static value, the kit's own markup, never
 * data), not into a part: a part and a nested template cost every server-rendered icon two
 * hydration markers (issue 31).
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
  >${unsafeStatic(shape.strings.join(''))}</svg>`;
}

/**
 * `icon(shape)` as a static value of `lit/static-html`, for a template that always draws the
 * same icon among its own markup (a toggle of one kind): then not even a part marks it.
 */
export function staticIcon(shape: SVGTemplateResult): StaticValue {
  return unsafeStatic(icon(shape).strings.join(''));
}
