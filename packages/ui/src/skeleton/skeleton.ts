import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
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
 */
@customElement('katha-skeleton')
export class KathaSkeleton extends KathaElement {
  static override styles = [baseStyles, styles];

  /** What it stands for: lines of text, a box, a circle (an avatar) or an article card. */
  @property({ reflect: true }) variant: 'text' | 'rect' | 'circle' | 'card' = 'text';

  /** Number of lines of `text` (the last one is shorter). */
  @property({ type: Number }) lines = 3;

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

declare global {
  interface HTMLElementTagNameMap {
    'katha-skeleton': KathaSkeleton;
  }
}
