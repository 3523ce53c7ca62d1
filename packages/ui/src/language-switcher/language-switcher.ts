import { LOCALE_NAMES, type Locale, SUPPORTED_LOCALES } from '@katha/i18n/core';
import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { globeIcon } from '../icons/globe.js';
import { icon } from '../icons/icon.js';
import { styles } from './language-switcher.styles.js';
import '@katha/i18n/messages/language-switcher';

/** Detail of `katha-locale-change`: the language the person chose. */
export interface LocaleChangeDetail {
  locale: Locale;
}

/**
 * @summary Chooses the site's language: English, हिन्दी, ಕನ್ನಡ (each written in its own
 * script). A native select, so keyboards and screen readers work as everywhere else. The
 * app sets `<html lang>` on `katha-locale-change`; every Katha element follows. A choice
 * applies on a click in the list or on Enter: arrow keys on the closed select only move the
 * selection (WCAG 3.2.2: changing a setting does not change the page by itself), and leaving
 * it without Enter puts back the language in use.
 *
 * @csspart select - The `<select>`.
 *
 * @fires {CustomEvent<LocaleChangeDetail>} katha-locale-change - Another language was chosen.
 */
@customElement('katha-language-switcher')
export class KathaLanguageSwitcher extends KathaElement {
  static override styles = [baseStyles, styles];
  static override shadowRootOptions = { ...KathaElement.shadowRootOptions, delegatesFocus: true };

  /** The selected language; by default the element's own locale (from the nearest `lang`). */
  @property() value?: Locale;

  /** Set by a key that moves the closed select's selection: the change that follows waits for Enter. */
  #browsing = false;
  /** A language picked with the keyboard, not applied yet. */
  #pending: Locale | null = null;

  #apply(locale: Locale) {
    this.#pending = null;
    if (locale === (this.value ?? this.locale)) return;
    this.value = locale;
    this.emit<LocaleChangeDetail>('katha-locale-change', { locale });
  }

  #onKeydown(event: KeyboardEvent) {
    if (event.key === 'Enter') {
      if (this.#pending) {
        event.preventDefault();
        this.#apply(this.#pending);
      }
      return;
    }
    // Keys that change a closed select's value at once (Alt+Arrow opens the list instead).
    this.#browsing =
      !event.altKey &&
      (/^(Arrow(Up|Down|Left|Right)|Home|End|Page(Up|Down))$/.test(event.key) || event.key.length === 1);
  }

  #onChange(event: Event) {
    const locale = (event.target as HTMLSelectElement).value as Locale;
    if (this.#browsing) {
      this.#browsing = false;
      this.#pending = locale;
      return;
    }
    this.#apply(locale);
  }

  #onBlur(event: Event) {
    this.#browsing = false;
    if (!this.#pending) return;
    this.#pending = null;
    (event.target as HTMLSelectElement).value = this.value ?? this.locale;
  }

  override render() {
    const current = this.value ?? this.locale;
    return html`<span class="field">
      <label class="visually-hidden" for="locale">${this.t('language-switcher.label')}</label>
      ${icon(globeIcon)}
      <select
        part="select"
        id="locale"
        @change=${this.#onChange}
        @keydown=${this.#onKeydown}
        @blur=${this.#onBlur}
      >
        ${SUPPORTED_LOCALES.map(
          (locale) =>
            html`<option value=${locale} lang=${locale} ?selected=${locale === current}>${LOCALE_NAMES[locale]}</option>`,
        )}
      </select>
    </span>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-language-switcher': KathaLanguageSwitcher;
  }
  interface HTMLElementEventMap {
    'katha-locale-change': CustomEvent<LocaleChangeDetail>;
  }
}
