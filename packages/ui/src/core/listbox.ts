import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { ClickOutsideController } from './click-outside.js';
import { OPTION_LIST, PopupPosition } from './floating.js';

interface ListboxHost extends ReactiveControllerHost, HTMLElement {
  readonly shadowRoot: ShadowRoot | null;
}

/** The host's state of its list (the host keeps it: its render reads it). */
export interface ListboxState {
  /** Whether the list shows. */
  open(): boolean;
  /** The active option's index (`aria-activedescendant`; -1: none). */
  active(): number;
  /** Closes the list (not open, no active option). */
  close(): void;
}

/**
 * The popup list of options of the kit's select and autocomplete, wired the same way for both:
 * shows it under its field (`PopupPosition`, as wide as the field) when it opens and hides it
 * when it closes, scrolls the list (not the page) so the active option (`#option-<index>`) shows
 * when it opens or the active option moves, and closes it on a press outside the host
 * (`ClickOutsideController`) and when the host disconnects. The host's shadow root holds the
 * `.field`, the top-layer `.popup` and the `.list` that scrolls the options (the popup itself, or
 * an element inside it); they are looked up only after a render, never on a server.
 */
export class ListboxController implements ReactiveController {
  readonly #host: ListboxHost;
  readonly #state: ListboxState;
  readonly #position = new PopupPosition(OPTION_LIST);
  #open = false;
  #active = -1;

  constructor(host: ListboxHost, state: ListboxState) {
    this.#host = host;
    this.#state = state;
    host.addController(this);
    new ClickOutsideController(host, () => state.close());
  }

  #part(selector: '.field' | '.popup' | '.list'): HTMLElement {
    return this.#host.shadowRoot?.querySelector<HTMLElement>(selector) as HTMLElement;
  }

  hostUpdated(): void {
    const open = this.#state.open();
    const active = this.#state.active();
    const opened = open !== this.#open;
    const moved = active !== this.#active;
    this.#open = open;
    this.#active = active;
    if (opened) {
      if (open) void this.#position.show(this.#part('.field'), this.#part('.popup'));
      else this.#position.hide(this.#part('.popup'));
    }
    if (open && (opened || moved)) this.#reveal(active);
  }

  hostDisconnected(): void {
    this.#position.hide();
    this.#state.close();
  }

  /** Scrolls the list (not the page) so the active option shows. */
  #reveal(active: number) {
    const option = this.#host.shadowRoot?.getElementById(`option-${active}`);
    if (!option) return;
    const list = this.#part('.list');
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
  }
}

/**
 * One option of a kit listbox (`#option-<index>`): active under the pointer, chosen on a click, a
 * press on it keeps focus in the field (so the field's focusout does not close the list first).
 */
export function listboxOption(option: {
  index: number;
  active: boolean;
  selected: boolean;
  disabled?: boolean;
  content: TemplateResult | string;
  onActivate(): void;
  onChoose(): void;
}) {
  return html`<div
    part="option"
    class="option ${option.active ? 'active' : ''}"
    id=${`option-${option.index}`}
    role="option"
    aria-selected=${option.selected ? 'true' : 'false'}
    aria-disabled=${ifDefined(option.disabled ? 'true' : undefined)}
    @pointerdown=${(event: PointerEvent) => event.preventDefault()}
    @pointermove=${() => {
      if (!option.disabled && !option.active) option.onActivate();
    }}
    @click=${() => {
      if (!option.disabled) option.onChoose();
    }}
  >
    ${option.content}
  </div>`;
}
