import { html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { alertCircleIcon } from '../icons/alert-circle.js';
import { checkIcon } from '../icons/check.js';
import { icon } from '../icons/icon.js';
import { styles } from './stepper.styles.js';
import '@katha/i18n/messages/stepper';

/** One step: `id` names it in `errors` and in events; `label` (and `description`) are already translated. */
export interface StepperStep {
  id: string;
  label: string;
  /** A line under the label, already translated (an error step shows the kit's "Needs attention" instead). */
  description?: string;
  /** Marked "Optional" under the label. */
  optional?: boolean;
}

/** A step's state: before the current one (`complete`), the `current` one, after it (`upcoming`), or one with an `error`. */
export type StepState = 'complete' | 'current' | 'upcoming' | 'error';

/** Detail of `katha-step-select`: the step the person chose. */
export interface StepSelectDetail {
  index: number;
  id: string;
}

/**
 * @summary The steps of a task done in several parts (a wizard): a numbered list of steps with
 * their labels, the `current` one marked `aria-current="step"`, the ones before it complete (a
 * tick) and the ones named in `errors` in error (a warning sign and "Needs attention"). Each
 * step's state and "Step 2 of 4" are said to screen readers in the page's language.
 *
 * The steps are one tab stop (the current step): the arrows move between them (Left and Right
 * follow the direction, so rtl mirrors them; Up and Down too), Home and End to the first and the
 * last. Enter or Space on a step the person may go to (any step before the current one, or any
 * step unless `linear`) fires `katha-step-select` and makes it current unless the event is
 * cancelled (a wizard cancels it to check the step first). Server-renders without touching the
 * DOM. `orientation="vertical"` puts the steps one under the other; a horizontal stepper too
 * narrow for a label's longest word (a phone, a long Kannada word) lays out vertically as well, so
 * labels wrap between words only, never inside a word or a conjunct.
 *
 * @csspart list - The `<ol>` of steps.
 * @csspart step - Each step's button.
 * @csspart indicator - The circle with the number, the tick or the warning sign.
 * @csspart label - A step's label.
 * @csspart description - The line under a label (description, "Optional" or the error).
 * @csspart connector - The line between two steps.
 *
 * @cssprop --katha-color-primary - The current and completed steps' circles and connectors.
 * @cssprop --katha-color-error - A step in error.
 * @cssprop --katha-color-border - The upcoming steps' circles and connectors.
 *
 * @fires {CustomEvent<StepSelectDetail>} katha-step-select - The person chose a step (cancelable: cancelled, `current` stays).
 */
@customElement('katha-stepper')
export class KathaStepper extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The steps, in order. */
  @property({ attribute: false }) steps: readonly StepperStep[] = [];

  /** The index of the current step (from 0). */
  @property({ type: Number, reflect: true }) current = 0;

  /** The ids of the steps in error (shown so whatever their place). */
  @property({ attribute: false }) errors: readonly string[] = [];

  /** Only the steps before the current one can be chosen (the person goes forward with the page's own Next). */
  @property({ type: Boolean, reflect: true }) linear = false;

  /** Steps side by side (`horizontal`, labels under the circles) or one under the other. */
  @property({ reflect: true }) orientation: 'horizontal' | 'vertical' = 'horizontal';

  /** The list's accessible name, already translated (the kit's "Progress" when empty). */
  @property() label = '';

  /** The step the arrows last moved to (the tab stop until the current step changes). */
  #focusIndex: number | null = null;

  /** Laid out vertically because a horizontal label's word did not fit. */
  @state() private stacked = false;

  /** The widest the stepper was when a word did not fit side by side (0: none seen yet). */
  #tooNarrowAt = 0;

  /** The width last fitted (a change of height alone needs no new fit). */
  #fittedAt = 0;

  #resize: ResizeObserver | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    // Fitted in the next frame: a layout changed inside the observer's callback would loop it.
    this.#resize ??= new ResizeObserver(() => requestAnimationFrame(() => void this.#fit()));
    this.#resize.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#resize?.disconnect();
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('steps') || changed.has('orientation')) {
      this.#tooNarrowAt = 0;
      this.#fittedAt = 0;
      void this.#fit();
    }
  }

  /** Side by side when every word of every label fits its column; else one under the other. */
  async #fit() {
    if (this.orientation === 'vertical') {
      this.stacked = false;
      return;
    }
    const width = this.getBoundingClientRect().width;
    if (!width || width === this.#fittedAt) return;
    this.#fittedAt = width;
    if (width <= this.#tooNarrowAt) {
      this.stacked = true;
      return;
    }
    if (this.stacked) {
      this.stacked = false;
      await this.updateComplete;
    }
    const texts = this.shadowRoot!.querySelectorAll<HTMLElement>('.label, .description');
    if ([...texts].some((text) => text.scrollWidth > text.clientWidth)) {
      this.#tooNarrowAt = width;
      this.stacked = true;
    }
  }

  /** The state of the step at `index`. */
  stateOf(index: number): StepState {
    const step = this.steps[index];
    if (step && this.errors.includes(step.id)) return 'error';
    if (index === this.#current) return 'current';
    return index < this.#current ? 'complete' : 'upcoming';
  }

  get #current(): number {
    return Math.min(Math.max(0, Math.trunc(this.current) || 0), Math.max(0, this.steps.length - 1));
  }

  #canSelect(index: number): boolean {
    return index !== this.#current && (!this.linear || index < this.#current);
  }

  #buttons(): HTMLButtonElement[] {
    return [...this.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.step')];
  }

  #select(index: number) {
    if (!this.#canSelect(index)) return;
    const step = this.steps[index]!;
    if (!this.emit<StepSelectDetail>('katha-step-select', { index, id: step.id }, { cancelable: true }))
      return;
    this.current = index;
    this.#focusIndex = null;
  }

  #onKeydown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const buttons = this.#buttons();
    const index = buttons.indexOf(this.shadowRoot!.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const forward = this.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = this.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const last = buttons.length - 1;
    const target: number | undefined = {
      [forward]: Math.min(last, index + 1),
      [back]: Math.max(0, index - 1),
      ArrowDown: Math.min(last, index + 1),
      ArrowUp: Math.max(0, index - 1),
      Home: 0,
      End: last,
    }[event.key];
    if (target !== undefined) {
      event.preventDefault();
      this.#focusIndex = target;
      for (const [i, button] of buttons.entries()) button.tabIndex = i === target ? 0 : -1;
      buttons[target]!.focus();
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      this.#select(index);
    }
  }

  #stateWord(state: StepState): string {
    if (state === 'complete') return this.t('stepper.completed');
    if (state === 'error') return this.t('stepper.error');
    return '';
  }

  override render() {
    const count = this.steps.length;
    const current = this.#current;
    const tabStop = this.#focusIndex ?? current;
    const vertical = this.orientation === 'vertical' || this.stacked;
    return html`<ol part="list" class="list ${vertical ? 'vertical' : ''}" aria-label=${this.label || this.t('stepper.label')} @keydown=${this.#onKeydown}>
      ${this.steps.map((step, index) => {
        const state = this.stateOf(index);
        const word = this.#stateWord(state);
        const below =
          state === 'error' ? word : step.description || (step.optional ? this.t('stepper.optional') : '');
        const mark =
          state === 'error'
            ? icon(alertCircleIcon)
            : state === 'complete'
              ? icon(checkIcon)
              : this.i18n.formatNumber(index + 1);
        return html`<li class="item ${state}">
          ${index > 0 ? html`<span part="connector" class="connector" aria-hidden="true"></span>` : nothing}
          <button
            part="step"
            class="step"
            type="button"
            tabindex=${index === tabStop ? 0 : -1}
            aria-current=${ifDefined(index === current ? 'step' : undefined)}
            aria-disabled=${ifDefined(this.#canSelect(index) ? undefined : 'true')}
            @click=${() => this.#select(index)}
          >
            <span part="indicator" class="indicator" aria-hidden="true">${mark}</span>
            <span class="text">
              <span class="visually-hidden">${this.t('stepper.step', { number: index + 1, count })}:</span>
              <span part="label" class="label">${step.label}</span>
              ${below ? html`<span part="description" class="description">${below}</span>` : nothing}
              ${word && state !== 'error' ? html`<span class="visually-hidden">, ${word}</span>` : nothing}
            </span>
          </button>
        </li>`;
      })}
    </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-stepper': KathaStepper;
  }
  interface HTMLElementEventMap {
    'katha-step-select': CustomEvent<StepSelectDetail>;
  }
}
