import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './tabs.styles.js';

/** One tab: `id` names the slot of its panel; `label` is already translated. */
export interface TabItem {
  id: string;
  label: string;
}

/** Detail of `katha-tab-change`: the tab now selected. */
export interface TabChangeDetail {
  id: string;
}

/**
 * @summary Tabs (the ARIA tabs pattern): a tab list and one panel per tab. Arrow keys move
 * between tabs (mirrored in rtl), Home and End go to the first and last, and the focused tab
 * is selected. Each panel's content goes in the slot named by its tab's `id`.
 *
 * @slot <id> - The panel of the tab with that `id` (one slot per tab).
 *
 * @csspart tablist - The row of tabs.
 * @csspart tab - Each tab `<button>`.
 * @csspart panel - Each panel.
 *
 * @cssprop --katha-color-primary - The selected tab's text and underline.
 *
 * @fires {CustomEvent<TabChangeDetail>} katha-tab-change - The person selected another tab (`selected` is already updated).
 */
@customElement('katha-tabs')
export class KathaTabs extends KathaElement {
  static override styles = [baseStyles, styles];

  /** The tabs, in order. */
  @property({ attribute: false }) tabs: readonly TabItem[] = [];

  /** The selected tab's `id`; the first tab when it matches none. */
  @property({ reflect: true }) selected = '';

  /** The tab list's accessible name, already translated. */
  @property() label = '';

  #current() {
    return this.tabs.find((tab) => tab.id === this.selected)?.id ?? this.tabs[0]?.id ?? '';
  }

  async #select(id: string, focus: boolean) {
    if (id !== this.#current()) {
      this.selected = id;
      this.emit<TabChangeDetail>('katha-tab-change', { id });
    }
    if (focus) {
      await this.updateComplete;
      this.shadowRoot!.querySelector<HTMLButtonElement>(`[aria-selected="true"]`)?.focus();
    }
  }

  #onKeydown(event: KeyboardEvent) {
    const ids = this.tabs.map((tab) => tab.id);
    const index = ids.indexOf(this.#current());
    const forward = this.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = this.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const target = {
      [forward]: (index + 1) % ids.length,
      [backward]: (index - 1 + ids.length) % ids.length,
      Home: 0,
      End: ids.length - 1,
    }[event.key];
    if (target === undefined || !ids.length) return;
    event.preventDefault();
    void this.#select(ids[target]!, true);
  }

  override render() {
    const current = this.#current();
    return html`<div part="tablist" class="tablist" role="tablist" aria-label=${this.label} @keydown=${this.#onKeydown}>
        ${this.tabs.map(
          (tab) => html`<button
            part="tab"
            class="tab"
            type="button"
            role="tab"
            id="tab-${tab.id}"
            aria-controls="panel-${tab.id}"
            aria-selected=${tab.id === current ? 'true' : 'false'}
            tabindex=${tab.id === current ? '0' : '-1'}
            @click=${() => this.#select(tab.id, false)}
          >
            ${tab.label}
          </button>`,
        )}
      </div>
      ${this.tabs.map(
        (tab) => html`<div
          part="panel"
          class="panel"
          role="tabpanel"
          id="panel-${tab.id}"
          aria-labelledby="tab-${tab.id}"
          tabindex="0"
          ?hidden=${tab.id !== current}
        >
          <slot name=${tab.id}></slot>
        </div>`,
      )}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-tabs': KathaTabs;
  }
  interface HTMLElementEventMap {
    'katha-tab-change': CustomEvent<TabChangeDetail>;
  }
}
