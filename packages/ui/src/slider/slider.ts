import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KathaFormControl } from '../core/form-control.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './slider.styles.js';
import '@katha/i18n/messages/slider';

/** Detail of `katha-slider-change`: the new value (single) or the two ends (range). */
export interface SliderChangeDetail {
  value: number;
  valueStart: number;
  valueEnd: number;
}

type Thumb = 'start' | 'end';

/** A slider's values: `value` (single), `valueStart` and `valueEnd` (range). */
interface SliderValues {
  value: number;
  valueStart: number;
  valueEnd: number;
}

/** The attribute of each value. */
const VALUE_ATTRIBUTES: Record<string, keyof SliderValues> = {
  value: 'value',
  'value-start': 'valueStart',
  'value-end': 'valueEnd',
};

/**
 * @summary A slider for a number (`role="slider"`), or two for a range (`range`: a minimum and a
 * maximum thumb that cannot cross). Keyboard as the ARIA Authoring Practices say: the arrow keys
 * move by `step` (left and right mirrored in rtl), Page Up and Page Down by a tenth of the
 * range, Home and End to the ends; a press or drag on the track moves the nearest thumb. Each
 * thumb says its value (`aria-valuenow`, and `aria-valuetext` in the page's language, or
 * `valueText`'s words). Takes part in the form it is in: its `name` is submitted with the value
 * (a range: twice, the minimum then the maximum), a form reset puts back the values it
 * started with, and a disabled fieldset disables it.
 *
 * @csspart label - The label.
 * @csspart value - The value shown beside the label.
 * @csspart track - The track.
 * @csspart fill - The part of the track between the ends of the selection.
 * @csspart thumb - Each thumb.
 *
 * @cssprop --katha-color-primary - The fill and the thumbs.
 * @cssprop --katha-color-text-muted - The track (3:1 against the page, as a control's outline must be).
 *
 * @fires {CustomEvent<SliderChangeDetail>} katha-slider-change - The person moved a thumb.
 */
@customElement('katha-slider')
export class KathaSlider extends KathaFormControl<SliderValues> {
  static override styles = [baseStyles, styles];

  /** The visible label, already translated. Required. */
  @property() label = '';

  @property({ type: Number }) min = 0;

  @property({ type: Number }) max = 100;

  @property({ type: Number }) step = 1;

  /** The value of a single slider. What it starts with (or its `value` attribute) is what a form reset restores. */
  @property({ type: Number }) value = 50;

  /** Two thumbs: `valueStart` to `valueEnd`. */
  @property({ type: Boolean, reflect: true }) range = false;

  /** The minimum of a range. */
  @property({ type: Number, attribute: 'value-start' }) valueStart = 0;

  /** The maximum of a range. */
  @property({ type: Number, attribute: 'value-end' }) valueEnd = 100;

  /** Words for a value, said by screen readers and shown (e.g. `(v) => t('price', { v })`); a number in the page's language when unset. */
  @property({ attribute: false }) valueText?: (value: number) => string;

  @query('.track') private track!: HTMLElement;

  /** The thumb a pointer is dragging. */
  #dragging: Thumb | null = null;

  #snap(value: number, low = this.min, high = this.max): number {
    const step = this.step > 0 ? this.step : 1;
    const snapped = this.min + Math.round((value - this.min) / step) * step;
    // No float noise: as many decimals as the step and min have.
    const decimals = Math.max(...[step, this.min].map((n) => (String(n).split('.')[1] ?? '').length));
    return Math.min(high, Math.max(low, Number(snapped.toFixed(decimals))));
  }

  protected override willUpdate(): void {
    if (this.max < this.min) this.max = this.min;
    this.value = this.#snap(this.value);
    this.valueStart = this.#snap(this.valueStart);
    this.valueEnd = this.#snap(this.valueEnd, this.valueStart);
  }

  protected captureDefault(): SliderValues {
    return { value: this.value, valueStart: this.valueStart, valueEnd: this.valueEnd };
  }

  /** Each value attribute is its value's default. */
  protected override defaultFromAttribute(
    name: string,
    value: string | null,
    current: SliderValues,
  ): SliderValues | undefined {
    const key = VALUE_ATTRIBUTES[name];
    return key && value !== null ? { ...current, [key]: Number(value) } : undefined;
  }

  protected override updated(_changed: PropertyValues<this>): void {
    if (!this.range) this.internals.setFormValue(String(this.value), String(this.value));
    else {
      const data = new FormData();
      if (this.name) {
        data.append(this.name, String(this.valueStart));
        data.append(this.name, String(this.valueEnd));
      }
      this.internals.setFormValue(data, `${this.valueStart},${this.valueEnd}`);
    }
  }

  protected restoreDefault({ value, valueStart, valueEnd }: SliderValues): void {
    this.value = value;
    this.valueStart = valueStart;
    this.valueEnd = valueEnd;
  }

  formStateRestoreCallback(state: string | File | FormData | null): void {
    if (typeof state !== 'string') return;
    const [start, end] = state.split(',').map(Number);
    if (end === undefined) this.value = start ?? this.value;
    else [this.valueStart, this.valueEnd] = [start ?? this.valueStart, end];
  }

  #get(thumb: Thumb): number {
    if (!this.range) return this.value;
    return thumb === 'start' ? this.valueStart : this.valueEnd;
  }

  /** Moves a thumb (within its bounds) and tells the page if the value changed. */
  async #set(thumb: Thumb, value: number) {
    const before = this.#get(thumb);
    if (!this.range) this.value = this.#snap(value);
    else if (thumb === 'start') this.valueStart = this.#snap(value, this.min, this.valueEnd);
    else this.valueEnd = this.#snap(value, this.valueStart, this.max);
    await this.updateComplete;
    if (this.#get(thumb) !== before)
      this.emit<SliderChangeDetail>('katha-slider-change', {
        value: this.value,
        valueStart: this.valueStart,
        valueEnd: this.valueEnd,
      });
  }

  #onKeydown(thumb: Thumb, event: KeyboardEvent) {
    if (this.inactive || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = this.step > 0 ? this.step : 1;
    const page = Math.max(step, Math.round((this.max - this.min) / 10 / step) * step);
    const rtl = this.direction === 'rtl';
    const current = this.#get(thumb);
    const next: Record<string, number> = {
      ArrowUp: current + step,
      ArrowDown: current - step,
      ArrowRight: current + (rtl ? -step : step),
      ArrowLeft: current + (rtl ? step : -step),
      PageUp: current + page,
      PageDown: current - page,
      Home: this.min,
      End: this.max,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    void this.#set(thumb, next[event.key]!);
  }

  /** The value under a pointer: a fraction of the track from its inline start (the right in rtl). */
  #valueAt(clientX: number): number {
    const rect = this.track.getBoundingClientRect();
    let fraction = rect.width ? (clientX - rect.left) / rect.width : 0;
    if (this.direction === 'rtl') fraction = 1 - fraction;
    return this.min + Math.min(1, Math.max(0, fraction)) * (this.max - this.min);
  }

  #onPointerDown(event: PointerEvent) {
    if (this.inactive || event.button !== 0) return;
    const value = this.#valueAt(event.clientX);
    let thumb: Thumb = 'end';
    if (this.range) {
      const toStart = Math.abs(value - this.valueStart);
      const toEnd = Math.abs(value - this.valueEnd);
      thumb = toStart < toEnd || (toStart === toEnd && value < this.valueStart) ? 'start' : 'end';
    }
    this.#dragging = thumb;
    this.track.setPointerCapture?.(event.pointerId);
    event.preventDefault();
    this.shadowRoot?.querySelector<HTMLElement>(`[data-thumb="${thumb}"]`)?.focus();
    void this.#set(thumb, value);
  }

  #onPointerMove(event: PointerEvent) {
    if (this.#dragging) void this.#set(this.#dragging, this.#valueAt(event.clientX));
  }

  #onPointerUp() {
    this.#dragging = null;
  }

  #text(value: number): string {
    return this.valueText ? this.valueText(value) : this.i18n.formatNumber(value);
  }

  #percent(value: number): number {
    return this.max > this.min ? ((value - this.min) / (this.max - this.min)) * 100 : 0;
  }

  #thumb(thumb: Thumb) {
    const value = this.#get(thumb);
    const single = !this.range;
    return html`<div
      part="thumb"
      class="thumb"
      data-thumb=${thumb}
      role="slider"
      tabindex=${this.inactive ? '-1' : '0'}
      aria-labelledby=${ifDefined(single ? 'label' : undefined)}
      aria-label=${ifDefined(
        single
          ? undefined
          : thumb === 'start'
            ? this.t('slider.start', { label: this.label })
            : this.t('slider.end', { label: this.label }),
      )}
      aria-valuemin=${single || thumb === 'start' ? this.min : this.valueStart}
      aria-valuemax=${single || thumb === 'end' ? this.max : this.valueEnd}
      aria-valuenow=${value}
      aria-valuetext=${this.#text(value)}
      aria-orientation="horizontal"
      aria-disabled=${ifDefined(this.inactive ? 'true' : undefined)}
      style=${`inset-inline-start: ${this.#percent(value)}%`}
      @keydown=${(event: KeyboardEvent) => this.#onKeydown(thumb, event)}
    ></div>`;
  }

  override render() {
    const start = this.range ? this.#percent(this.valueStart) : 0;
    const end = this.#percent(this.range ? this.valueEnd : this.value);
    const shown = this.range
      ? this.t('slider.range', { start: this.#text(this.valueStart), end: this.#text(this.valueEnd) })
      : this.#text(this.value);
    return html`<div class="head">
        <span part="label" class="label" id="label">${this.label}</span>
        <span part="value" class="value" aria-hidden="true">${shown}</span>
      </div>
      <div
        part="track"
        class="track ${this.inactive ? 'disabled' : ''}"
        @pointerdown=${this.#onPointerDown}
        @pointermove=${this.#onPointerMove}
        @pointerup=${this.#onPointerUp}
        @pointercancel=${this.#onPointerUp}
      >
        <div class="rail"></div>
        <div part="fill" class="fill" style=${`inset-inline-start: ${start}%; inline-size: ${end - start}%`}></div>
        ${this.range ? this.#thumb('start') : nothing} ${this.#thumb('end')}
      </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-slider': KathaSlider;
  }
  interface HTMLElementEventMap {
    'katha-slider-change': CustomEvent<SliderChangeDetail>;
  }
}
