import { html, type PropertyValues } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { icon } from '../icons/icon.js';
import { searchIcon } from '../icons/search.js';
import { styles } from './search-box.styles.js';
import '@katha/i18n/messages/search-box';

/** Detail of `katha-search`: the trimmed text, to become `/core/search?key=…`. */
export interface SearchDetail {
  key: string;
}

/**
 * @summary The header's search field ("Search by topic, author or article"). Enter fires
 * `katha-search`; empty or blank text does nothing. Hidden below 768px unless `always-visible`.
 *
 * @csspart input - The `<input type="search">`.
 *
 * @cssprop --katha-color-border - Outline of the field.
 *
 * @fires {CustomEvent<SearchDetail>} katha-search - Enter was pressed with non-blank text.
 */
@customElement('katha-search-box')
export class KathaSearchBox extends KathaElement {
  static override styles = [baseStyles, styles];
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The text in the field (kept in sync as the person types). */
  @property() value = '';

  /** Shows the field on small screens too (below 768px it is hidden by default). */
  @property({ type: Boolean, reflect: true, attribute: 'always-visible' }) alwaysVisible = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const typed = this.typedBeforeHydration('input');
    if (typed !== undefined) this.value = typed;
  }

  #onSubmit(event: SubmitEvent) {
    event.preventDefault();
    const key = this.value.trim();
    if (key) this.emit<SearchDetail>('katha-search', { key });
  }

  override render() {
    return html`<form role="search" @submit=${this.#onSubmit}>
      <label class="visually-hidden" for="q">${this.t('search-box.label')}</label>
      ${icon(searchIcon)}
      <input
        part="input"
        id="q"
        type="search"
        enterkeyhint="search"
        autocomplete="off"
        placeholder=${this.t('search-box.placeholder')}
        .value=${this.value}
        @input=${(event: InputEvent) => {
          this.value = (event.target as HTMLInputElement).value;
        }}
      />
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-search-box': KathaSearchBox;
  }
  interface HTMLElementEventMap {
    'katha-search': CustomEvent<SearchDetail>;
  }
}
