import { html } from 'lit/html.js';
import { baseStyles } from '../core/styles.js';
import { KathaTemplateElement } from '../core/template-element.js';
import { styles } from './skeleton.styles.js';

/**
 * @summary A grey, gently pulsing placeholder for content that is loading: lines of text, a
 * block, a circle (an avatar) or a whole article card. Hidden from assistive technology: the
 * container that is loading says so (`aria-busy` and a status text).
 *
 * @csspart base - The placeholder's box (the card's box for `variant="card"`).
 *
 * @cssprop --katha-skeleton-width - Width of `rect` and `circle` (100% and 40px).
 * @cssprop --katha-skeleton-height - Height of `rect` and `circle` (1em and 40px).
 * @cssprop --katha-color-surface-muted - The placeholder's colour.
 *
 * @attr {'text' | 'rect' | 'circle' | 'card'} variant - What it stands for (`text` by default).
 * @attr {number} lines - Number of lines of `text` (3 by default).
 */
export class KathaSkeleton extends KathaTemplateElement {
  // A plain element (KathaTemplateElement: no LitElement), so a partner widget's loading state
  // brings no ReactiveElement. Its properties are its attributes.
  static override styles = [baseStyles, styles];
  static observedAttributes = ['variant', 'lines'];

  /** What it stands for: lines of text, a box, a circle (an avatar) or an article card. */
  get variant(): 'text' | 'rect' | 'circle' | 'card' {
    return (this.getAttribute('variant') as KathaSkeleton['variant'] | null) ?? 'text';
  }
  set variant(value: 'text' | 'rect' | 'circle' | 'card') {
    this.setAttribute('variant', value);
  }

  /** Number of lines of `text` (the last one is shorter). */
  get lines(): number {
    const lines = this.getAttribute('lines');
    return lines === null ? 3 : Number(lines);
  }
  set lines(value: number) {
    this.setAttribute('lines', String(value));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('aria-hidden', 'true');
  }

  #lines(count: number) {
    return Array.from({ length: Math.max(1, count) }, () => html`<span class="bone line"></span>`);
  }

  override render() {
    switch (this.variant) {
      case 'rect':
      case 'circle':
        return html`<span part="base" class="bone shape"></span>`;
      case 'card':
        return html`<span part="base" class="card">
          <span class="bone media"></span>
          <span class="body">
            <span class="bone line title"></span>
            ${this.#lines(2)}
            <span class="byline"><span class="bone avatar"></span><span class="bone line"></span></span>
          </span>
        </span>`;
      default:
        return html`<span part="base" class="text">${this.#lines(this.lines)}</span>`;
    }
  }
}

// `customElements` is missing outside a browser (a server reading the kit's styles).
if (typeof customElements !== 'undefined') customElements.define('katha-skeleton', KathaSkeleton);

declare global {
  interface HTMLElementTagNameMap {
    'katha-skeleton': KathaSkeleton;
  }
}
