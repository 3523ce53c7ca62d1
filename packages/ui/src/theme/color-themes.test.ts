import { expect, fixture, html } from '@open-wc/testing';
import { contrast } from '../test-utils/contrast.js';
import { COLOR_THEMES, type ColorThemeName, colorThemesCss, installColorThemes } from './color-themes.js';
import { STATIC_TOKENS_ATTRIBUTE } from './document.js';
import { applySettings, DEFAULT_SETTINGS } from './settings.js';
import { tokensCss } from './tokens.js';

/** Text colour token on background colour token: every pair an element draws. */
const TEXT_PAIRS: ReadonlyArray<[string, string]> = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text', 'surface-muted'],
  ['text', 'primary-subtle'],
  ['text', 'secondary-subtle'],
  ['text-muted', 'background'],
  ['text-muted', 'surface'],
  ['text-muted', 'surface-muted'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['on-secondary', 'secondary'],
  ['on-secondary', 'secondary-hover'],
  ['primary', 'background'],
  ['primary', 'surface'],
  ['primary', 'primary-subtle'],
  ['secondary', 'background'],
  ['secondary', 'surface'],
  ['secondary', 'secondary-subtle'],
  ...['success', 'warning', 'error', 'info'].flatMap(
    (status): Array<[string, string]> => [
      ['on-status', status],
      [status, `${status}-subtle`],
      [status, 'surface'],
    ],
  ),
];

/** Resolves a colour token to `rgb()` inside its container, as an element would draw it. */
function resolve(probe: HTMLElement, token: string): string {
  probe.style.color = `var(--katha-color-${token})`;
  return getComputedStyle(probe).color;
}

describe('colour themes', () => {
  before(() => installColorThemes());

  it('leaves the named themes out of what every element installs, for pages that never switch', () => {
    expect(tokensCss()).to.include('[data-katha-mode="dark"]');
    expect(tokensCss()).not.to.include('data-katha-theme');
    for (const theme of COLOR_THEMES.filter((name) => name !== 'ORANGE_THEME'))
      expect(colorThemesCss()).to.include(`[data-katha-theme="${theme}"]`);
  });

  it('define all seven themes, each in light and dark', () => {
    expect(COLOR_THEMES).to.have.length(7);
    expect(COLOR_THEMES).to.include.members(['ORANGE_THEME', 'ORANGE_PURPLE_THEME', 'BLUE_THEME']);
  });

  for (const theme of COLOR_THEMES) {
    for (const mode of ['light', 'dark'] as const) {
      it(`${theme} ${mode}: every text and brand pair is AA (4.5:1)`, async () => {
        const host = await fixture<HTMLDivElement>(
          html`<div data-katha-theme=${theme} data-katha-mode=${mode}><span></span></div>`,
        );
        const probe = host.querySelector('span')!;
        const failures = TEXT_PAIRS.map(([ink, paper]) => {
          const ratio = contrast(resolve(probe, ink), resolve(probe, paper));
          return { pair: `${ink} on ${paper}`, ratio };
        }).filter(({ ratio }) => ratio < 4.5);
        expect(failures, JSON.stringify(failures)).to.deep.equal([]);
        // The focus ring must stand out from the page (3:1 for non-text contrast).
        expect(contrast(resolve(probe, 'focus'), resolve(probe, 'background'))).to.be.at.least(3);
      });
    }
  }

  it('gives each theme its own primary and dark mode its own surfaces', async () => {
    const host = await fixture<HTMLDivElement>(html`<div><span></span></div>`);
    const probe = host.querySelector('span')!;
    const primaries = new Set<string>();
    for (const theme of COLOR_THEMES) {
      host.dataset.kathaTheme = theme;
      primaries.add(resolve(probe, 'primary'));
    }
    expect(primaries.size).to.equal(7);
    host.dataset.kathaTheme = 'ORANGE_THEME' satisfies ColorThemeName;
    // Light default: primary orange, secondary dark navy, on white.
    expect(resolve(probe, 'primary')).to.equal('rgb(194, 65, 12)');
    expect(resolve(probe, 'secondary')).to.equal('rgb(27, 42, 74)');
    expect(resolve(probe, 'background')).to.equal('rgb(255, 255, 255)');
    host.dataset.kathaMode = 'dark';
    expect(resolve(probe, 'background')).to.equal('rgb(17, 24, 39)');
  });

  it('applies a dark theme to a container inside a dark page', async () => {
    const host = await fixture<HTMLDivElement>(
      html`<div data-katha-mode="dark"><p data-katha-theme="BLUE_THEME"><span></span></p></div>`,
    );
    const probe = host.querySelector('span')!;
    expect(resolve(probe, 'primary')).to.equal('rgb(140, 171, 255)');
  });

  it('turns card shadows off and un-boxes the content by attribute', async () => {
    const root = await fixture<HTMLDivElement>(html`<div></div>`);
    applySettings({ ...DEFAULT_SETTINGS, cardShadow: false, container: 'full', borderRadius: 12 }, root);
    const style = getComputedStyle(root);
    expect(style.getPropertyValue('--katha-shadow-card').trim()).to.equal('none');
    expect(style.getPropertyValue('--katha-layout-container-max-width').trim()).to.equal('none');
    expect(style.getPropertyValue('--katha-radius').trim()).to.equal('12px');
    applySettings(DEFAULT_SETTINGS, root);
    expect(getComputedStyle(root).getPropertyValue('--katha-layout-container-max-width').trim()).to.equal(
      '1200px',
    );
    expect(getComputedStyle(root).getPropertyValue('--katha-shadow-card').trim()).to.not.equal('none');
  });

  it('adopts no second copy of the tokens in a page whose stylesheet holds them', () => {
    const page = document.implementation.createHTMLDocument('static tokens');
    page.documentElement.setAttribute(STATIC_TOKENS_ATTRIBUTE, '');
    installColorThemes(page);
    applySettings(DEFAULT_SETTINGS, page.documentElement);
    expect(page.adoptedStyleSheets).to.have.length(0);
    expect(page.documentElement.getAttribute('data-katha-theme')).to.equal(DEFAULT_SETTINGS.activeTheme);
  });
});
