import { html, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ClickOutsideController } from '../core/click-outside.js';
import { anchorTo, type FloatingPlacement } from '../core/floating.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { firstFocusable, relate, setTriggerState, TriggerLink } from '../core/trigger.js';
import { styles } from './popover.styles.js';

let count = 0;

/** Detail of `katha-popover-toggle`: whether it is now open, and what opened or closed it. */
export interface PopoverToggleDetail {
  open: boolean;
  reason: 'trigger' | 'escape' | 'outside' | 'focus' | 'method';
}

/**
 * @summary A popover: a small non-modal dialog of content (a filter form, details, actions)
 * opened by its trigger, the element whose id is `for` (else the element just before it). The
 * trigger gets `aria-haspopup="dialog"`, `aria-expanded` and `aria-controls` (on the control
 * inside a kit element such as `katha-button`); a click or Enter/Space on it toggles the popover.
 * Opening moves focus to the first control inside (or the one with `autofocus`, else the popover
 * itself); Escape, the trigger and `hide()` close it and return focus to the trigger; a press
 * outside or focus leaving it closes it where the person went. In the top layer (the Popover
 * API: above the app's bars and drawers), placed with @floating-ui beside the trigger: on the
 * side asked, flipped at the window's edge, `start`/`end` alignments mirrored in rtl.
 *
 * ```html
 * <katha-button id="filters" type="button">Filters</katha-button>
 * <katha-popover for="filters" label="Filters">…</katha-popover>
 * ```
 *
 * @slot - The content.
 *
 * @csspart body - The panel.
 *
 * @cssprop --katha-popover-width - Its widest (320px; never wider than the window).
 * @cssprop --katha-color-surface - The panel.
 * @cssprop --katha-color-border - Its outline.
 *
 * @fires {CustomEvent<PopoverToggleDetail>} katha-popover-toggle - It opened or closed (`open` is already set).
 */
@customElement('katha-popover')
export class KathaPopover extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The id of the trigger, in the same document or shadow root. Unset: the element just before the popover. */
  @property() for = '';

  /** The accessible name of the popover (a dialog), already translated. */
  @property() label = '';

  /** The side it opens on: `bottom`, `top`, `start`, `end`, optionally aligned (`bottom-start`...). */
  @property({ reflect: true }) placement: FloatingPlacement = 'bottom-start';

  /** Whether it is open. */
  @property({ type: Boolean, reflect: true }) open = false;

  #stopAnchoring?: () => void;
  /** Whether closing returns focus to the trigger (not after a press elsewhere). */
  #returnFocus = true;
  #reason: PopoverToggleDetail['reason'] = 'method';

  constructor() {
    super();
    new ClickOutsideController(this, (event) => {
      const trigger = this.#link.trigger;
      if (!this.open || (trigger && event.composedPath().includes(trigger))) return;
      this.#close('outside', false);
    });
  }

  /** The element that opens it, once connected. */
  get trigger(): Element | null {
    return this.#link.trigger;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.id) this.id = `katha-popover-${++count}`;
    if (!this.hasAttribute('role')) this.setAttribute('role', 'dialog');
    if (!this.hasAttribute('popover')) this.setAttribute('popover', 'manual');
    if (!this.hasAttribute('tabindex')) this.tabIndex = -1;
    this.addEventListener('keydown', this.#onKeydown);
    this.addEventListener('focusout', this.#onFocusOut);
    if (this.hasUpdated) void this.#link.attach(this.for);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#link.detach();
    this.#stopAnchoring?.();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('label')) {
      if (this.label) this.setAttribute('aria-label', this.label);
      else this.removeAttribute('aria-label');
    }
  }

  protected override updated(changed: PropertyValues<this>): void {
    if (changed.has('for')) void this.#link.attach(this.for);
    if (changed.has('open') || changed.has('placement')) this.#sync(changed.has('open'));
  }

  /** Opens it (focus moves in). */
  show(): void {
    this.#toggle(true, 'method');
  }

  /** Closes it (focus returns to the trigger). */
  hide(): void {
    this.#close('method', true);
  }

  #toggle(open: boolean, reason: PopoverToggleDetail['reason']) {
    if (this.open === open) return;
    this.#reason = reason;
    this.open = open;
  }

  #close(reason: PopoverToggleDetail['reason'], returnFocus: boolean) {
    this.#returnFocus = returnFocus;
    this.#toggle(false, reason);
  }

  /** Puts the top layer, the anchoring, the trigger's state and focus in step with `open`. */
  #sync(toggled: boolean) {
    this.#stopAnchoring?.();
    this.#stopAnchoring = undefined;
    const trigger = this.#link.trigger;
    const shown = this.matches(':popover-open');
    if (trigger) setTriggerState(trigger, 'aria-expanded', String(this.open));
    if (this.open && trigger) {
      if (!shown) this.showPopover();
      this.#stopAnchoring = anchorTo(trigger, this, {
        placement: this.placement,
        direction: this.direction,
        gap: 4,
      });
      if (toggled) (firstFocusable(this) ?? this).focus();
    } else if (!this.open && shown) {
      const inside = this.matches(':focus-within');
      this.hidePopover();
      if (toggled && this.#returnFocus && inside) (trigger as HTMLElement | null)?.focus();
    }
    if (toggled && (this.open || shown))
      this.emit<PopoverToggleDetail>('katha-popover-toggle', { open: this.open, reason: this.#reason });
    this.#returnFocus = true;
    this.#reason = 'method';
  }

  readonly #onTriggerClick = () => {
    if (this.open) this.#close('trigger', true);
    else this.#toggle(true, 'trigger');
  };

  readonly #onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this.open) return;
    // Handled here: a dialog around it stays open.
    event.preventDefault();
    event.stopPropagation();
    this.#close('escape', true);
  };

  /** Focus left the popover for somewhere other than its trigger (Tab past its end): it closes. */
  readonly #onFocusOut = (event: FocusEvent) => {
    const to = event.relatedTarget as Node | null;
    if (!this.open || !to) return;
    if (this.contains(to) || to === this || this.#link.trigger?.contains(to)) return;
    this.#close('focus', false);
  };

  /** The trigger opens it on a click and closes it on Escape; it says it opens this dialog and whether it is open. */
  readonly #link = new TriggerLink(
    this,
    [
      ['click', this.#onTriggerClick],
      ['keydown', this.#onKeydown as EventListener],
    ],
    (trigger, on) => {
      setTriggerState(trigger, 'aria-haspopup', on ? 'dialog' : null);
      setTriggerState(trigger, 'aria-expanded', on ? String(this.open) : null);
      relate(trigger, 'aria-controls', this, on);
    },
  );

  override render() {
    return html`<div part="body" class="body"><slot></slot></div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-popover': KathaPopover;
  }
  interface HTMLElementEventMap {
    'katha-popover-toggle': CustomEvent<PopoverToggleDetail>;
  }
}
