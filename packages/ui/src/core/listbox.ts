import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { ClickOutsideController } from './click-outside.js';
import { OPTION_LIST, PopupPosition } from './floating.js';

interface ListboxHost extends ReactiveControllerHost, HTMLElement {
  readonly shadowRoot: ShadowRoot | null;
}

/**
 * The popup list of options of the kit's select and autocomplete, one piece for both: it keeps
 * whether the list is `open` and which option is `active` (`#option-<index>`, named by the
 * field's `aria-activedescendant`; -1: none), and a change re-renders the host. It shows the list
 * under its field (`PopupPosition`, as wide as the field) when it opens and hides it when it
 * closes, scrolls the list (not the page) so the active option shows when it opens or the active
 * option moves, and closes it on a press outside the host (`ClickOutsideController`) and when the
 * host disconnects. The host's shadow root holds the `.field`, the top-layer `.popup` and the
 * `.list` that scrolls the options (the popup itself, or an element inside it); they are looked up
 * only after a render, never on a server.
 */
export class ListboxController implements ReactiveController {
  readonly #host: ListboxHost;
  readonly #position = new PopupPosition(OPTION_LIST);
  #open = false;
  #active = -1;
  /** What the last update showed. */
  #shownOpen = false;
  #shownActive = -1;

  constructor(host: ListboxHost) {
    this.#host = host;
    host.addController(this);
    new ClickOutsideController(host, () => this.close());
  }

  /** Whether the list shows. */
  get open(): boolean {
    return this.#open;
  }

  set open(open: boolean) {
    if (open === this.#open) return;
    this.#open = open;
    this.#host.requestUpdate();
  }

  /** The active option's index (-1: none). */
  get active(): number {
    return this.#active;
  }

  set active(active: number) {
    if (active === this.#active) return;
    this.#active = active;
    this.#host.requestUpdate();
  }

  /** The field's `aria-activedescendant`: the active option's id while the list shows. */
  get activeDescendant(): string | undefined {
    return this.#open && this.#active >= 0 ? `option-${this.#active}` : undefined;
  }

  /** Closes the list: not open, no active option. */
  close(): void {
    this.open = false;
    this.active = -1;
  }

  #part(selector: '.field' | '.popup' | '.list'): HTMLElement {
    return this.#host.shadowRoot?.querySelector<HTMLElement>(selector) as HTMLElement;
  }

  hostUpdated(): void {
    const open = this.#open;
    const active = this.#active;
    const opened = open !== this.#shownOpen;
    const moved = active !== this.#shownActive;
    this.#shownOpen = open;
    this.#shownActive = active;
    if (opened) {
      if (open) void this.#position.show(this.#part('.field'), this.#part('.popup'));
      else this.#position.hide(this.#part('.popup'));
    }
    if (open && (opened || moved)) this.#reveal(active);
  }

  hostDisconnected(): void {
    this.#position.hide();
    this.close();
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
