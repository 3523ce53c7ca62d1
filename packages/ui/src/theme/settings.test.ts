import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { colorThemesCss, SYSTEM_MODE } from './color-themes.js';
import {
  applySettings,
  DEFAULT_SETTINGS,
  hasStoredSettings,
  loadSettings,
  normalizeSettings,
  SETTINGS_STORAGE_KEY,
  saveSettings,
} from './settings.js';

describe('theme settings', () => {
  afterEach(() => localStorage.removeItem(SETTINGS_STORAGE_KEY));

  it('defaults to spec section 4: light, ltr, boxed, horizontal, radius 7, card shadow on', () => {
    expect(loadSettings()).to.deep.equal({
      activeMode: 'light',
      activeDir: 'ltr',
      activeTheme: 'ORANGE_THEME',
      borderRadius: 7,
      container: 'boxed',
      navLayout: 'horizontal',
      cardShadow: true,
    });
  });

  it("follows the system's dark mode while nothing is stored; a stored choice wins", async () => {
    await emulateMedia({ colorScheme: 'dark' });
    try {
      expect(hasStoredSettings()).to.equal(false);
      expect(loadSettings().activeMode).to.equal('dark');
      saveSettings({ ...DEFAULT_SETTINGS, activeMode: 'light' });
      expect(hasStoredSettings()).to.equal(true);
      expect(loadSettings().activeMode).to.equal('light');
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });

  it('paints a root marked data-katha-mode="system" dark under a dark system, by CSS alone', async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(colorThemesCss());
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const el = await fixture<HTMLDivElement>(
      html`<div data-katha-mode=${SYSTEM_MODE} data-katha-theme="BLUE_THEME" style="background: var(--katha-color-primary)"></div>`,
    );
    const light = getComputedStyle(el).backgroundColor;
    await emulateMedia({ colorScheme: 'dark' });
    try {
      expect(getComputedStyle(el).backgroundColor).not.to.equal(light);
    } finally {
      await emulateMedia({ colorScheme: 'light' });
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((other) => other !== sheet);
    }
  });

  it('round-trips through localStorage', () => {
    const settings = { ...DEFAULT_SETTINGS, activeMode: 'dark' as const, borderRadius: 20 };
    saveSettings(settings);
    expect(JSON.parse(localStorage.getItem(SETTINGS_STORAGE_KEY)!)).to.deep.equal(settings);
    expect(loadSettings()).to.deep.equal(settings);
  });

  it('replaces invalid stored values by defaults and clamps the radius to 4..24', () => {
    localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(loadSettings()).to.deep.equal(DEFAULT_SETTINGS);
    expect(normalizeSettings({ activeTheme: 'PINK', borderRadius: 99, activeDir: 'rtl' })).to.deep.equal({
      ...DEFAULT_SETTINGS,
      borderRadius: 24,
      activeDir: 'rtl',
    });
    expect(normalizeSettings({ borderRadius: 1 }).borderRadius).to.equal(4);
  });

  it('writes only what differs: applying the settings a root carries changes nothing', async () => {
    const root = await fixture<HTMLDivElement>(html`<div></div>`);
    const dark = { ...DEFAULT_SETTINGS, activeMode: 'dark' as const, borderRadius: 12 };
    applySettings(dark, root);
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((r) => r.attributeName!)));
    observer.observe(root, { attributes: true });
    applySettings(dark, root);
    applySettings({ ...dark, navLayout: 'vertical' }, root);
    await Promise.resolve();
    observer.disconnect();
    expect(writes).to.deep.equal(['data-katha-nav']);
    expect(root.getAttribute('data-katha-mode')).to.equal('dark');
    expect(root.style.getPropertyValue('--katha-radius')).to.equal('12px');
    expect(root.style.colorScheme).to.equal('dark');
  });
});
