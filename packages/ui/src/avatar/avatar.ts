import { html } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './avatar.styles.js';
import { initials } from './initials.js';
import '@katha/i18n/messages/avatar';

export { initials } from './initials.js';

/**
 * @summary A person's picture, or their initials when there is no picture or it fails to
 * load, or a generic silhouette when the name is unknown. Always labelled for screen readers.
 *
 * @csspart base - The round (or rounded) frame.
 * @csspart image - The `<img>`, when a picture is shown.
 *
 * @cssprop --katha-avatar-size - Width and height (40px; `size` sets 32px or 64px).
 * @cssprop --katha-color-secondary - Background behind initials.
 */
@customElement('katha-avatar')
export class KathaAvatar extends KathaElement {
  static override styles = [baseStyles, ...styles];
  static override hydrateWhenWanted = true;

  /** The picture's URL. */
  @property() src = '';

  /** The person's name: used for initials and the accessible label. */
  @property() name = '';

  /** Overrides the accessible label ("Picture of {name}" in the page's language). */
  @property() alt = '';

  @property({ reflect: true }) size: 'sm' | 'md' | 'lg' = 'md';

  @property({ reflect: true }) shape: 'circle' | 'rounded' = 'circle';

  @state() private failedSrc = '';

  override render() {
    // `alt`, else "Picture of {name}" (or "Profile picture" without a name).
    const label =
      this.alt || (this.name ? this.t('avatar.label', { name: this.name }) : this.t('avatar.anonymous'));
    const src = this.src && this.failedSrc !== this.src ? this.src : '';
    if (src)
      return html`<span part="base" class="base"
        ><img part="image" src=${src} alt=${label} loading="lazy" decoding="async" @error=${() => {
          this.failedSrc = this.src;
        }}
      /></span>`;
    const letters = initials(this.name);
    return html`<span part="base" class="base" role="img" aria-label=${label}>
      ${
        letters
          ? html`<span aria-hidden="true">${letters}</span>`
          : html`<svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8z" />
            </svg>`
      }
    </span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-avatar': KathaAvatar;
  }
}
