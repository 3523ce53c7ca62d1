import { customElement, property, state } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './avatar.styles.js';
import { avatarBox, avatarLabel } from './avatar-box.js';

export { initials } from './avatar-box.js';

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
    return avatarBox({
      src: this.src && this.failedSrc !== this.src ? this.src : '',
      name: this.name,
      className: 'base',
      label: avatarLabel(this, this.name, this.alt),
      onError: () => {
        this.failedSrc = this.src;
      },
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-avatar': KathaAvatar;
  }
}
