import { html, type PropertyValues } from 'lit';
import { customElement, property, query } from 'lit/decorators.js';
import { anchorTo, type FloatingPlacement } from '../core/floating.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { relate, TriggerLink } from '../core/trigger.js';
import { styles } from './tooltip.styles.js';

let count = 0;

/**
 * @summary A tooltip (ARIA APG): a short description of another element, its trigger, shown
 * while a pointer rests on the trigger or the trigger has keyboard focus, after a small delay,
 * and hidden by Escape (focus stays where it is), when the pointer leaves (the pointer may move
 * onto the tooltip itself) or focus moves on. The trigger is the element whose id is `for`, else
 * the element just before the tooltip; it gets `aria-describedby` (on the control inside a kit
 * element such as `katha-button`). The tooltip is in the top layer (the Popover API), placed with
 * @floating-ui: on the side asked, flipped at the window's edge, `start`/`end` mirrored in rtl.
 * Not for anything a person must act on: a tooltip is never focusable (use `katha-popover`).
 *
 * ```html
 * <katha-button id="save">Save</katha-button>
 * <katha-tooltip for="save">Saves a draft only you can see</katha-tooltip>
 * ```
 *
 * @slot - The description (text, already translated).
 *
 * @csspart body - The bubble.
 * @csspart arrow - The arrow pointing at the trigger.
 *
 * @cssprop --katha-tooltip-max-width - Its widest (240px).
 * @cssprop --katha-color-text - The bubble (the text's colour as the bubble's: the page inverted).
 * @cssprop --katha-color-background - The text in the bubble.
 *
 * @fires {CustomEvent<TooltipToggleDetail>} katha-tooltip-toggle - It was shown or hidden.
 */
@customElement('katha-tooltip')
export class KathaTooltip extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The id of the trigger, in the same document or shadow root. Unset: the element just before the tooltip. */
  @property() for = '';

  /** The side it opens on: `top`, `bottom`, `start`, `end`, optionally aligned (`top-start`...). */
  @property({ reflect: true }) placement: FloatingPlacement = 'top';

  /** Milliseconds between the pointer or focus arriving and the tooltip showing. */
  @property({ type: Number, attribute: 'show-delay' }) showDelay = 300;

  /** Milliseconds it stays after the pointer leaves (time to move onto it). */
  @property({ type: Number, attribute: 'hide-delay' }) hideDelay = 100;

  /** Whether it is shown. Set it to show or hide it from code. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** Never shows (the trigger keeps its description). */
  @property({ type: Boolean, reflect: true }) disabled = false;

  @query('.arrow') private arrowElement!: HTMLElement;

  #timer?: ReturnType<typeof setTimeout>;
  #stopAnchoring?: () => void;
  #hovered = false;
  #focused = false;

  /** The element it describes, once connected. */
  get trigger(): Element | null {
    return this.#link.trigger;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.id) this.id = `katha-tooltip-${++count}`;
    if (!this.hasAttribute('role')) this.setAttribute('role', 'tooltip');
    if (!this.hasAttribute('popover')) this.setAttribute('popover', 'manual');
    this.addEventListener('pointerenter', this.#onBubbleEnter);
    this.addEventListener('pointerleave', this.#onLeave);
    if (this.hasUpdated) void this.#link.attach(this.for);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#link.detach();
    this.#stop();
    clearTimeout(this.#timer);
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('for')) void this.#link.attach(this.for);
    if (changed.has('open') || changed.has('placement')) this.#sync();
  }

  /** Shows it now (no delay). */
  show(): void {
    clearTimeout(this.#timer);
    if (!this.disabled) this.#setOpen(true);
  }

  /** Hides it now. */
  hide(): void {
    clearTimeout(this.#timer);
    this.#setOpen(false);
  }

  #setOpen(open: boolean) {
    if (this.open === open) return;
    this.open = open;
    this.emit<TooltipToggleDetail>('katha-tooltip-toggle', { open });
  }

  /** Puts the top layer and the anchoring in step with `open`. */
  #sync() {
    this.#stop();
    const shown = this.matches(':popover-open');
    const trigger = this.#link.trigger;
    if (this.open && trigger) {
      if (!shown) this.showPopover();
      this.#stopAnchoring = anchorTo(trigger, this, {
        placement: this.placement,
        direction: this.direction,
        gap: 8,
        arrow: this.arrowElement,
      });
      this.ownerDocument.addEventListener('keydown', this.#onKeydown);
    } else if (shown) this.hidePopover();
  }

  #stop() {
    this.#stopAnchoring?.();
    this.#stopAnchoring = undefined;
    this.ownerDocument?.removeEventListener('keydown', this.#onKeydown);
  }

  #later(open: boolean, delay: number) {
    clearTimeout(this.#timer);
    if (open === this.open) return;
    this.#timer = setTimeout(() => (open ? this.show() : this.hide()), delay);
  }

  #update() {
    const wanted = this.#hovered || this.#focused;
    this.#later(wanted, wanted ? this.showDelay : this.hideDelay);
  }

  readonly #onTriggerEnter = (event: Event) => {
    if ((event as PointerEvent).pointerType === 'touch') return;
    this.#hovered = true;
    this.#update();
  };

  readonly #onBubbleEnter = () => {
    // The pointer moved from the trigger onto the tooltip: it stays (WCAG 1.4.13, hoverable).
    if (!this.open) return;
    this.#hovered = true;
    this.#update();
  };

  readonly #onLeave = () => {
    this.#hovered = false;
    this.#update();
  };

  readonly #onFocusIn = (event: Event) => {
    // Keyboard focus (a press with a pointer focuses too, and hides it: see #onPress).
    const focused = event.composedPath()[0];
    if (focused instanceof Element && !focused.matches(':focus-visible')) return;
    this.#focused = true;
    this.#update();
  };

  readonly #onFocusOut = () => {
    this.#focused = false;
    this.#update();
  };

  /** A press on the trigger (an action taken) hides it. */
  readonly #onPress = () => {
    this.#hovered = false;
    this.#focused = false;
    this.hide();
  };

  readonly #onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this.open) return;
    // Dismissed without moving focus; nothing else (a dialog around it) takes this Escape.
    event.preventDefault();
    event.stopPropagation();
    this.#hovered = false;
    this.#focused = false;
    this.hide();
  };

  /** Hover, keyboard focus and a press on the trigger show and hide it; the trigger is described by it. */
  readonly #link = new TriggerLink(
    this,
    [
      ['pointerenter', this.#onTriggerEnter],
      ['pointerleave', this.#onLeave],
      ['focusin', this.#onFocusIn],
      ['focusout', this.#onFocusOut],
      ['pointerdown', this.#onPress],
    ],
    (trigger, on) => relate(trigger, 'aria-describedby', this, on),
  );

  override render() {
    return html`<div part="body" class="body"><slot></slot></div>
      <div part="arrow" class="arrow"></div>`;
  }
}

/** Detail of `katha-tooltip-toggle`: whether it is now shown. */
export interface TooltipToggleDetail {
  open: boolean;
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-tooltip': KathaTooltip;
  }
  interface HTMLElementEventMap {
    'katha-tooltip-toggle': CustomEvent<TooltipToggleDetail>;
  }
}
