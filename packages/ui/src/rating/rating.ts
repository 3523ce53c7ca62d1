import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KathaFormControl } from '../core/form-control.js';
import { baseStyles } from '../core/styles.js';
import { icon } from '../icons/icon.js';
import { starIcon } from '../icons/star.js';
import { styles } from './rating.styles.js';
import '@katha/i18n/messages/rating';

/** Detail of `katha-rating-change`: the new value (0: no rating). */
export interface RatingChangeDetail {
  value: number;
}

/**
 * @summary A rating of 1 to `max` stars, chosen like a radio group (the ARIA Authoring
 * Practices' pattern: `role="radiogroup"`, one `role="radio"` per star, named "3 stars" in the
 * page's language). Tab enters at the chosen star (or the first); the Right and Up arrows give
 * one star more, Left and Down one less (wrapping; left and right mirrored in rtl), Home and End
 * the fewest and the most, Space or Enter the focused star; Delete or Backspace clears it
 * unless it is `required`. A press on a star chooses it. `readonly` shows the rating as an image
 * ("Rated 4 out of 5"). Takes part in the form it is in: its `name` is submitted with the value
 * (nothing while unrated), `required` stops the submit with the kit's message in the page's
 * language, a form reset puts back the value it started with, and a disabled fieldset
 * disables it.
 *
 * @csspart base - The group of stars.
 * @csspart label - The label.
 * @csspart star - Each star.
 * @csspart error - The error message after a failed submit.
 *
 * @cssprop --katha-rating-color - The chosen stars (default `--katha-color-warning`, 3:1 against the page).
 * @cssprop --katha-color-text-muted - The outline of the stars not chosen.
 * @cssprop --katha-color-error - The error message.
 *
 * @fires {CustomEvent<RatingChangeDetail>} katha-rating-change - The person changed the rating.
 */
@customElement('katha-rating')
export class KathaRating extends KathaFormControl<number> {
  static override styles = [baseStyles, styles];

  /** The visible label, already translated. */
  @property() label = '';

  /** The number of stars chosen, 0 for none. What it starts with is what a form reset restores. */
  @property({ type: Number }) value = 0;

  /** The number of stars. */
  @property({ type: Number }) max = 5;

  @property({ type: Boolean, reflect: true }) required = false;

  /** Shows the rating without letting it change (still submitted). */
  @property({ type: Boolean, reflect: true }) readonly = false;

  /** The star under the pointer, shown as a preview. */
  @state() private hovered = 0;

  /** The star with the tab stop when nothing is chosen yet (it follows the arrows). */
  #focused = 0;

  get #max(): number {
    return Math.max(1, Math.min(10, Math.round(this.max) || 5));
  }

  protected override willUpdate(): void {
    this.value = Math.max(0, Math.min(this.#max, Math.round(this.value) || 0));
  }

  protected captureDefault(): number {
    return this.value;
  }

  protected override defaultFromAttribute(name: string, value: string | null): number | undefined {
    return name === 'value' ? Number(value) || 0 : undefined;
  }

  protected override updated(changed: PropertyValues<this>): void {
    this.internals.setFormValue(this.value ? String(this.value) : null, String(this.value));
    const anchor = this.shadowRoot?.querySelector<HTMLElement>('[role="radio"]') ?? undefined;
    if (this.required && !this.value && !this.readonly)
      this.internals.setValidity({ valueMissing: true }, this.t('rating.required'), anchor);
    else this.internals.setValidity({});
    if (changed.has('value') && this.value) this.validationError = '';
  }

  protected restoreDefault(value: number): void {
    this.value = value;
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state === 'string') this.value = Number(state) || 0;
  }

  protected override focusInvalid(): void {
    this.shadowRoot?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }

  override focus(options?: FocusOptions): void {
    this.shadowRoot?.querySelector<HTMLElement>('[tabindex="0"]')?.focus(options);
  }

  async #set(value: number, focus = true) {
    if (this.inactive || this.readonly) return;
    const before = this.value;
    this.value = value;
    this.#focused = value || this.#focused;
    await this.updateComplete;
    if (focus) this.focus();
    if (this.value !== before) this.emit<RatingChangeDetail>('katha-rating-change', { value: this.value });
  }

  #onKeydown(event: KeyboardEvent) {
    if (this.inactive || this.readonly || event.altKey || event.ctrlKey || event.metaKey) return;
    const max = this.#max;
    const star = Number((event.target as HTMLElement).dataset.star) || 1;
    const rtl = this.direction === 'rtl';
    const wrap = (n: number) => ((n - 1 + max) % max) + 1;
    const from = this.value || star;
    const next: Record<string, number> = {
      ArrowRight: wrap(from + (rtl ? -1 : 1)),
      ArrowLeft: wrap(from + (rtl ? 1 : -1)),
      ArrowUp: wrap(from + 1),
      ArrowDown: wrap(from - 1),
      Home: 1,
      End: max,
      ' ': star,
      Enter: star,
    };
    if (!this.required) Object.assign(next, { Delete: 0, Backspace: 0 });
    if (!(event.key in next)) return;
    event.preventDefault();
    void this.#set(next[event.key]!);
  }

  #star(n: number, tabStop: number) {
    const lit = n <= (this.hovered || this.value);
    const disabled = this.inactive;
    return html`<span
      part="star"
      class="star ${lit ? 'on' : ''}"
      role="radio"
      data-star=${n}
      aria-checked=${n === this.value ? 'true' : 'false'}
      aria-label=${this.t('rating.star', { count: n })}
      aria-disabled=${ifDefined(disabled ? 'true' : undefined)}
      aria-invalid=${ifDefined(this.validationError ? 'true' : undefined)}
      tabindex=${!disabled && n === tabStop ? '0' : '-1'}
      @click=${() => this.#set(n)}
      @pointerenter=${() => {
        if (!disabled) this.hovered = n;
      }}
      >${icon(starIcon)}</span
    >`;
  }

  override render() {
    const max = this.#max;
    const error = this.validationError;
    const label = html`<span part="label" class="label" id="label"
      >${this.label}${this.required && !this.readonly ? html`<span aria-hidden="true" class="required"> *</span>` : nothing}</span
    >`;
    if (this.readonly) {
      const stars = Array.from({ length: max }, (_, i) => i + 1);
      return html`${this.label ? label : nothing}
        <div
          part="base"
          class="base readonly"
          role="img"
          aria-label=${this.t('rating.rated', { value: this.value, max })}
        >
          ${stars.map((n) => html`<span part="star" class="star ${n <= this.value ? 'on' : ''}">${icon(starIcon)}</span>`)}
        </div>`;
    }
    const tabStop = this.value || Math.min(max, this.#focused || 1);
    const stars = Array.from({ length: max }, (_, i) => i + 1);
    return html`${label}
      <div
        part="base"
        class="base ${this.inactive ? 'disabled' : ''}"
        role="radiogroup"
        aria-labelledby="label"
        aria-required=${this.required ? 'true' : 'false'}
        aria-disabled=${ifDefined(this.inactive ? 'true' : undefined)}
        aria-describedby=${ifDefined(error ? 'error' : undefined)}
        @keydown=${this.#onKeydown}
        @pointerleave=${() => {
          this.hovered = 0;
        }}
      >
        ${stars.map((n) => this.#star(n, tabStop))}
      </div>
      ${error ? html`<span part="error" class="error" id="error" role="alert">${error}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-rating': KathaRating;
  }
  interface HTMLElementEventMap {
    'katha-rating-change': CustomEvent<RatingChangeDetail>;
  }
}
