import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { chevronDownIcon } from '../icons/chevron-down.js';
import { icon } from '../icons/icon.js';
import { styles } from './accordion.styles.js';

/** One section: `id` names the slot of its panel; `heading` is already translated. */
export interface AccordionItem {
  id: string;
  heading: string;
  /** A line under the heading, already translated. */
  summary?: string;
  /** Cannot be opened or closed (it keeps its state). */
  disabled?: boolean;
}

/** Detail of `katha-accordion-toggle`: the section the person opened or closed, and every open one now. */
export interface AccordionToggleDetail {
  id: string;
  expanded: boolean;
  open: string[];
}

/**
 * @summary Sections whose panels open and close under their headings (the ARIA Authoring
 * Practices' accordion): each heading holds a button with `aria-expanded` and `aria-controls`,
 * each panel is a region named by its heading. Enter or Space opens or closes the focused
 * section; the Down and Up arrows move between the headings (wrapping), Home and End to the
 * first and last. One section open at a time unless `multiple`. Each panel's content goes in
 * the slot named by its section's `id`.
 *
 * @slot <id> - The panel of the section with that `id` (one slot per section).
 *
 * @csspart section - Each section (heading and panel).
 * @csspart header - Each heading's button.
 * @csspart summary - The line under a heading (when the item has a `summary`).
 * @csspart panel - Each panel.
 *
 * @cssprop --katha-color-border - The lines between sections.
 * @cssprop --katha-color-surface - The sections' background.
 *
 * @fires {CustomEvent<AccordionToggleDetail>} katha-accordion-toggle - The person opened or closed a section (`open` is already updated).
 */
@customElement('katha-accordion')
export class KathaAccordion extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The sections, in order. */
  @property({ attribute: false }) items: readonly AccordionItem[] = [];

  /** The ids of the open sections (the first one only, unless `multiple`). */
  @property({ attribute: false }) open: readonly string[] = [];

  /** Lets several sections be open at once. */
  @property({ type: Boolean, reflect: true }) multiple = false;

  /** The level of the sections' headings in the page's outline (1 to 6). */
  @property({ type: Number, attribute: 'heading-level' }) headingLevel = 3;

  #isOpen(id: string): boolean {
    const open = this.multiple ? this.open : this.open.slice(0, 1);
    return open.includes(id);
  }

  #toggle(item: AccordionItem) {
    if (item.disabled) return;
    const expanded = !this.#isOpen(item.id);
    const others = this.multiple ? this.open.filter((id) => id !== item.id) : [];
    this.open = expanded ? [...others, item.id] : others;
    this.emit<AccordionToggleDetail>('katha-accordion-toggle', {
      id: item.id,
      expanded,
      open: [...this.open],
    });
  }

  #onKeydown(event: KeyboardEvent) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const headers = [...this.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.header')];
    const index = headers.indexOf(this.shadowRoot!.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const target = {
      ArrowDown: (index + 1) % headers.length,
      ArrowUp: (index - 1 + headers.length) % headers.length,
      Home: 0,
      End: headers.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    headers[target]!.focus();
  }

  override render() {
    const level = Math.min(6, Math.max(1, Math.round(this.headingLevel) || 3));
    return html`<div class="sections" @keydown=${this.#onKeydown}>
      ${this.items.map((item) => {
        const expanded = this.#isOpen(item.id);
        return html`<div part="section" class="section ${expanded ? 'open' : ''}">
          <div role="heading" aria-level=${level} class="heading">
            <button
              part="header"
              class="header"
              type="button"
              id="header-${item.id}"
              aria-expanded=${expanded ? 'true' : 'false'}
              aria-controls="panel-${item.id}"
              aria-disabled=${ifDefined(item.disabled ? 'true' : undefined)}
              @click=${() => this.#toggle(item)}
            >
              <span class="titles">
                <span class="title">${item.heading}</span>
                ${item.summary ? html`<span part="summary" class="summary">${item.summary}</span>` : ''}
              </span>
              ${icon(chevronDownIcon)}
            </button>
          </div>
          <div
            part="panel"
            class="panel"
            role="region"
            id="panel-${item.id}"
            aria-labelledby="header-${item.id}"
            ?hidden=${!expanded}
          >
            <slot name=${item.id}></slot>
          </div>
        </div>`;
      })}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-accordion': KathaAccordion;
  }
  interface HTMLElementEventMap {
    'katha-accordion-toggle': CustomEvent<AccordionToggleDetail>;
  }
}
