import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { styles } from './tabs.styles.js';

/** One tab: `id` names the slot of its panel; `label` is already translated. */
export interface TabItem {
  id: string;
  label: string;
  /** Shown but not chosen (a panel not available yet): skipped by the arrow keys. */
  disabled?: boolean;
}

/** Detail of `katha-tab-change`: the tab now selected. */
export interface TabChangeDetail {
  id: string;
}

/**
 * @summary Tabs (the ARIA tabs pattern): a tab list and one panel per tab. Arrow keys move
 * between tabs (mirrored in rtl; Up and Down when `orientation` is vertical, the tabs in a column
 * beside the panel), Home and End go to the first and last, and the focused tab is selected.
 * Disabled tabs are shown and skipped. A row of tabs wider than its box scrolls sideways. Each
 * panel's content goes in the slot named by its tab's `id`.
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

  /** A row of tabs above the panel, or a column of them beside it. */
  @property({ reflect: true }) orientation: 'horizontal' | 'vertical' = 'horizontal';

  #current() {
    const enabled = this.tabs.filter((tab) => !tab.disabled);
    return enabled.find((tab) => tab.id === this.selected)?.id ?? enabled[0]?.id ?? '';
  }

  async #select(id: string, focus: boolean) {
    if (id !== this.#current()) {
      this.selected = id;
      this.emit<TabChangeDetail>('katha-tab-change', { id });
    }
    if (focus) {
      await this.updateComplete;
      const tab = this.shadowRoot!.querySelector<HTMLButtonElement>(`[aria-selected="true"]`);
      if (!tab) return;
      // Only the row scrolls to the tab: the focus's own scrolling also moves a page that is clipped
      // sideways (a shell's overflow hidden), which shifted the whole page in rtl.
      tab.focus({ preventScroll: true });
      const row = tab.parentElement!;
      const [box, inRow] = [tab.getBoundingClientRect(), row.getBoundingClientRect()];
      row.scrollLeft += Math.min(0, box.left - inRow.left) + Math.max(0, box.right - inRow.right);
    }
  }

  #onKeydown(event: KeyboardEvent) {
    const ids = this.tabs.filter((tab) => !tab.disabled).map((tab) => tab.id);
    const index = ids.indexOf(this.#current());
    const vertical = this.orientation === 'vertical';
    const forward = vertical ? 'ArrowDown' : this.direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = vertical ? 'ArrowUp' : this.direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
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
    return html`<div
        part="tablist"
        class="tablist"
        role="tablist"
        aria-label=${this.label}
        aria-orientation=${this.orientation}
        @keydown=${this.#onKeydown}
      >
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
            ?disabled=${Boolean(tab.disabled)}
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
