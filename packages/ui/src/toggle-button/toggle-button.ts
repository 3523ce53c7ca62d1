import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { OptimisticToggle, type ToggleDetail, type ToggleKind } from './toggle.js';
import { toggleStyles } from './toggle.styles.js';
import { styles } from './toggle-button.styles.js';

export type { ToggleDetail, ToggleKind } from './toggle.js';

/**
 * @summary The like, bookmark and follow toggle: a button with `aria-pressed`, a label in the
 * page's language for its kind and state, and an optional count. Optimistic: a click flips it
 * at once and fires `katha-toggle`; if the promise the host passes to `waitUntil` rejects, it
 * flips back and announces that the change was not saved.
 *
 * @csspart base - The native `<button>`.
 * @csspart count - The count, when `count` is set.
 *
 * @cssprop --katha-color-error - The heart of a pressed like.
 * @cssprop --katha-color-primary - A pressed bookmark or follow.
 *
 * @fires {CustomEvent<ToggleDetail>} katha-toggle - The person pressed or released the toggle; `detail.pressed` is the new state.
 */
@customElement('katha-toggle-button')
export class KathaToggleButton extends KathaElement {
  static override styles = [baseStyles, toggleStyles, styles];
  static override hydrateWhenWanted = true;
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  @property({ reflect: true }) kind: ToggleKind = 'like';

  /** Whether it is on (liked, bookmarked, following). */
  @property({ type: Boolean, reflect: true }) pressed = false;

  /** How many likes, bookmarks or followers; not shown when unset. Moves with the toggle. */
  @property({ type: Number }) count?: number;

  /** Shows only the icon and the count; the label stays the accessible name. */
  @property({ type: Boolean, reflect: true, attribute: 'icon-only' }) iconOnly = false;

  @property({ type: Boolean, reflect: true }) disabled = false;

  readonly #toggle = new OptimisticToggle(this, {
    get: () => ({ pressed: this.pressed, count: this.count }),
    set: ({ pressed, count }) => {
      this.pressed = pressed;
      this.count = count;
    },
  });

  #press = () => {
    if (!this.disabled)
      void this.#toggle.press(this.kind, (detail) => this.emit<ToggleDetail>('katha-toggle', detail));
  };

  override render() {
    return html`${this.#toggle.render(this.kind, this.#press, {
      iconOnly: this.iconOnly,
      disabled: this.disabled,
      parts: true,
    })}
      <span class="visually-hidden" role="status">${this.#toggle.announcement(this.kind)}</span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-toggle-button': KathaToggleButton;
  }
  interface HTMLElementEventMap {
    'katha-toggle': CustomEvent<ToggleDetail>;
  }
}
