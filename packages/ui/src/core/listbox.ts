import { html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { OPTION_LIST, PopupPosition } from './floating.js';

interface ListboxHost extends ReactiveControllerHost, HTMLElement {
  readonly shadowRoot: ShadowRoot | null;
}

export interface ListboxParts {
  /** Whether the list shows. */
  open(): boolean;
  /** The active option's index (`aria-activedescendant`; -1: none). */
  active(): number;
  /** The field the list is placed under. */
  field(): HTMLElement;
  /** The top-layer popup that holds the list. */
  popup(): HTMLElement;
  /** The element that scrolls the options (the popup, or a list inside it). */
  list(): HTMLElement;
}

/**
 * The popup list of options of the kit's select and autocomplete: shows it under its field
 * (`PopupPosition`, as wide as the field) when it opens and hides it when it closes or the host
 * disconnects, and scrolls the list (not the page) so the active option (`#option-<index>`)
 * shows when it opens or the active option moves.
 */
export class ListboxController implements ReactiveController {
  readonly #host: ListboxHost;
  readonly #parts: ListboxParts;
  readonly #position = new PopupPosition(OPTION_LIST);
  #open = false;
  #active = -1;

  constructor(host: ListboxHost, parts: ListboxParts) {
    this.#host = host;
    this.#parts = parts;
    host.addController(this);
  }

  hostUpdated(): void {
    const open = this.#parts.open();
    const active = this.#parts.active();
    const opened = open !== this.#open;
    const moved = active !== this.#active;
    this.#open = open;
    this.#active = active;
    if (opened) {
      if (open) void this.#position.show(this.#parts.field(), this.#parts.popup());
      else this.#position.hide(this.#parts.popup());
    }
    if (open && (opened || moved)) this.#reveal(active);
  }

  hostDisconnected(): void {
    this.#position.hide();
  }

  /** Scrolls the list (not the page) so the active option shows. */
  #reveal(active: number) {
    const option = this.#host.shadowRoot?.getElementById(`option-${active}`);
    if (!option) return;
    const list = this.#parts.list();
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
