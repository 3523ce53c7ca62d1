import { html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { styleMap } from 'lit/directives/style-map.js';
import '../drawer/drawer.js';
import '../icon-button/icon-button.js';
import '../language-switcher/language-switcher.js';
import { KathaElement } from '../core/katha-element.js';
import { baseStyles } from '../core/styles.js';
import { icon } from '../icons/icon.js';
import { moonIcon } from '../icons/moon.js';
import { sunIcon } from '../icons/sun.js';
import { COLOR_THEMES, type ColorThemeName, themeSwatch } from '../theme/color-themes.js';
import {
  applySettings,
  DEFAULT_SETTINGS,
  loadSettings,
  RADIUS_RANGE,
  saveSettings,
  type ThemeSettings,
} from '../theme/settings.js';
import { styles } from './customizer.styles.js';
import '@katha/i18n/messages/customizer';

/** Detail of `katha-settings-change`: all settings after the change, and which one changed. */
export interface SettingsChangeDetail {
  settings: ThemeSettings;
  changed: keyof ThemeSettings;
}

/**
 * @summary The theme settings drawer: mode, direction, colour theme, corner radius (4–24),
 * boxed or full width, vertical or horizontal menu, card shadow. Settings load from
 * localStorage (`katha-theme-settings`, see `SETTINGS_STORAGE_KEY`) when the element
 * connects, and every change is saved and applied to `<html>` at once (attributes and
 * `--katha-radius`, see `applySettings`), without a reload.
 *
 * @csspart trigger - The floating button that opens the drawer.
 *
 * @cssprop --katha-color-primary - The trigger's fill and the selected option's outline.
 *
 * @fires {CustomEvent<SettingsChangeDetail>} katha-settings-change - A setting changed (already saved and applied).
 * @fires {CustomEvent<DrawerCloseDetail>} katha-drawer-close - The person closed the drawer (`open` is already false).
 * @fires {CustomEvent<LocaleChangeDetail>} katha-locale-change - With `with-language`: another language was chosen.
 */
@customElement('katha-customizer')
export class KathaCustomizer extends KathaElement {
  static override styles = [baseStyles, styles];

  /** Whether the drawer is open. */
  @property({ type: Boolean, reflect: true }) open = false;

  /** Leaves out the floating button, for an app that opens the drawer from its own control. */
  @property({ type: Boolean, attribute: 'hide-trigger' }) hideTrigger = false;

  /**
   * Adds the language to the settings: a `<katha-language-switcher>`, whose `katha-locale-change`
   * (bubbling, composed) the app handles as it does the header's.
   */
  @property({ type: Boolean, attribute: 'with-language' }) withLanguage = false;

  /** The settings shown, read from localStorage (`SETTINGS_STORAGE_KEY`) when the element connects. */
  @property({ attribute: false }) settings: ThemeSettings = { ...DEFAULT_SETTINGS };

  override connectedCallback(): void {
    // Server-rendered (a declarative shadow root before the first update): the server could not
    // read this visitor's storage, so the first render hydrates its defaults and the stored
    // settings come in the update after it.
    const hydrating = !this.hasUpdated && this.shadowRoot !== null;
    super.connectedCallback();
    const settings = loadSettings();
    applySettings(settings);
    if (hydrating) void this.updateComplete.then(() => (this.settings = settings));
    else this.settings = settings;
  }

  #set<K extends keyof ThemeSettings>(key: K, value: ThemeSettings[K]) {
    if (this.settings[key] === value) return;
    this.settings = { ...this.settings, [key]: value };
    saveSettings(this.settings);
    applySettings(this.settings);
    this.emit<SettingsChangeDetail>('katha-settings-change', { settings: this.settings, changed: key });
  }

  #themeName(name: ColorThemeName): string {
    switch (name) {
      case 'BLUE_THEME':
        return this.t('customizer.themeBlue');
      case 'AQUA_THEME':
        return this.t('customizer.themeAqua');
      case 'PURPLE_THEME':
        return this.t('customizer.themePurple');
      case 'GREEN_THEME':
        return this.t('customizer.themeGreen');
      case 'CYAN_THEME':
        return this.t('customizer.themeCyan');
      case 'ORANGE_THEME':
        return this.t('customizer.themeOrange');
      case 'ORANGE_PURPLE_THEME':
        return this.t('customizer.themeOrangePurple');
    }
  }

  /** One group of radio options for a setting whose values are strings. */
  #choice<K extends 'activeMode' | 'activeDir' | 'container' | 'navLayout'>(
    key: K,
    legend: string,
    options: ReadonlyArray<{ value: ThemeSettings[K]; label: string; glyph?: unknown }>,
  ) {
    return html`<fieldset>
      <legend>${legend}</legend>
      ${options.map(
        ({ value, label, glyph }) => html`<label class="option">
          <input
            type="radio"
            name=${key}
            .value=${value}
            .checked=${this.settings[key] === value}
            @change=${() => this.#set(key, value)}
          />${glyph ?? ''}<span>${label}</span>
        </label>`,
      )}
    </fieldset>`;
  }

  override render() {
    const s = this.settings;
    return html`${
      this.hideTrigger
        ? ''
        : html`<katha-icon-button
            part="trigger"
            class="trigger"
            icon="adjustments"
            label=${this.t('customizer.open')}
            .expanded=${this.open}
            @click=${() => {
              this.open = true;
            }}
          ></katha-icon-button>`
    }
      <katha-drawer
        placement="end"
        label=${this.t('customizer.title')}
        ?open=${this.open}
        @katha-drawer-close=${() => {
          this.open = false;
        }}
      >
        <form @submit=${(event: Event) => event.preventDefault()}>
          ${
            this.withLanguage
              ? html`<div class="language">
                  <span class="label" aria-hidden="true">${this.t('customizer.language')}</span>
                  <katha-language-switcher></katha-language-switcher>
                </div>`
              : ''
          }
          ${this.#choice('activeMode', this.t('customizer.mode'), [
            { value: 'light', label: this.t('customizer.light'), glyph: icon(sunIcon) },
            { value: 'dark', label: this.t('customizer.dark'), glyph: icon(moonIcon) },
          ])}
          ${this.#choice('activeDir', this.t('customizer.direction'), [
            { value: 'ltr', label: this.t('customizer.ltr') },
            { value: 'rtl', label: this.t('customizer.rtl') },
          ])}
          <fieldset class="themes">
            <legend>${this.t('customizer.theme')}</legend>
            ${COLOR_THEMES.map((name) => {
              const swatch = themeSwatch(name);
              return html`<label class="option">
                <input
                  type="radio"
                  name="activeTheme"
                  .value=${name}
                  .checked=${s.activeTheme === name}
                  @change=${() => this.#set('activeTheme', name)}
                /><span
                  class="swatch"
                  style=${styleMap({ '--_primary': swatch.primary, '--_secondary': swatch.secondary })}
                ></span
                ><span>${this.#themeName(name)}</span>
              </label>`;
            })}
          </fieldset>
          <div class="radius">
            <label class="label" for="radius">${this.t('customizer.radius')}</label>
            <div class="radius-row">
              <input
                id="radius"
                type="range"
                min=${RADIUS_RANGE.min}
                max=${RADIUS_RANGE.max}
                step="1"
                .value=${String(s.borderRadius)}
                aria-valuetext=${this.t('customizer.radiusValue', { value: s.borderRadius })}
                @input=${(event: Event) => this.#set('borderRadius', Number((event.target as HTMLInputElement).value))}
              />
              <output for="radius">${this.t('customizer.radiusValue', { value: s.borderRadius })}</output>
            </div>
          </div>
          ${this.#choice('container', this.t('customizer.container'), [
            { value: 'boxed', label: this.t('customizer.boxed') },
            { value: 'full', label: this.t('customizer.full') },
          ])}
          ${this.#choice('navLayout', this.t('customizer.navLayout'), [
            { value: 'vertical', label: this.t('customizer.vertical') },
            { value: 'horizontal', label: this.t('customizer.horizontal') },
          ])}
          <label class="switch">
            <span>${this.t('customizer.cardShadow')}</span>
            <input
              type="checkbox"
              role="switch"
              .checked=${s.cardShadow}
              @change=${(event: Event) => this.#set('cardShadow', (event.target as HTMLInputElement).checked)}
            />
          </label>
        </form>
      </katha-drawer>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'katha-customizer': KathaCustomizer;
  }
  interface HTMLElementEventMap {
    'katha-settings-change': CustomEvent<SettingsChangeDetail>;
  }
}
