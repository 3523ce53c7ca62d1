import { adoptTokens, constructedSheet, installTheme } from './document.js';
import {
  brandTokens,
  coreTokenSets,
  DARK_INK,
  DARK_MODE,
  DEFAULT_PALETTE,
  LIGHT_INK,
  type Palette,
  type TokenSet,
  tokenSetsCss,
} from './tokens.js';

/** The named colour themes (spec section 1), in the order the customizer shows them. */
export const COLOR_THEMES = [
  'BLUE_THEME',
  'AQUA_THEME',
  'PURPLE_THEME',
  'GREEN_THEME',
  'CYAN_THEME',
  'ORANGE_THEME',
  'ORANGE_PURPLE_THEME',
] as const;
export type ColorThemeName = (typeof COLOR_THEMES)[number];

/** The default theme: the core tokens (tokens.ts) already hold its palettes (primary orange, secondary navy). */
export const DEFAULT_COLOR_THEME: ColorThemeName = 'ORANGE_THEME';

/**
 * Light palettes are darkened, dark palettes lightened from the template's hues until the
 * brand colour reads as text on the surfaces and carries white (light) or near-black (dark)
 * text; `color-themes.test.ts` measures every pair in a real browser.
 */
const PALETTES: Readonly<Record<ColorThemeName, { light: Palette; dark: Palette }>> = {
  BLUE_THEME: {
    light: p('#2553c9', '#1c3f9c', '#ebf0fd', '#0b6a92', '#08506f', '#e4f3fa'),
    dark: p('#8cabff', '#b3c8ff', '#1c2a4d', '#6cc9f5', '#9cdaf8', '#12344a'),
  },
  AQUA_THEME: {
    light: p('#00689f', '#004f7a', '#e3f1f9', '#0f7363', '#0a574b', '#e0f5f1'),
    dark: p('#5cb8ea', '#8fcff1', '#123349', '#5fdcc4', '#8ee7d6', '#103a33'),
  },
  PURPLE_THEME: {
    light: p('#6d35b3', '#55288d', '#f2ebfb', '#156c74', '#0f5258', '#e2f3f5'),
    dark: p('#bd9bf0', '#d3bdf5', '#2e2148', '#8fd0d7', '#b1dfe4', '#143a3e'),
  },
  GREEN_THEME: {
    light: p('#08718f', '#06566d', '#e2f2f7', '#5b6613', '#454e0e', '#f3f6d9'),
    dark: p('#5ec2e2', '#8fd5eb', '#113846', '#ccda4e', '#dbe57f', '#33380f'),
  },
  CYAN_THEME: {
    light: p('#0b7479', '#08585c', '#e0f5f6', '#b23f1c', '#8c3116', '#fdece6'),
    dark: p('#3fd3da', '#7fe2e6', '#0f3a3c', '#fb9678', '#fcb7a3', '#3f2118'),
  },
  ORANGE_THEME: DEFAULT_PALETTE,
  ORANGE_PURPLE_THEME: {
    light: p('#b8401f', '#923218', '#fdeee9', '#5b2a9e', '#46207a', '#efe8f8'),
    dark: p('#fa896b', '#fbab96', '#40221a', '#c2a5ee', '#d6c3f4', '#2d2145'),
  },
};

function p(
  primary: string,
  primaryHover: string,
  primarySubtle: string,
  secondary: string,
  secondaryHover: string,
  secondarySubtle: string,
): Palette {
  return { primary, primaryHover, primarySubtle, secondary, secondaryHover, secondarySubtle };
}

/** A theme's light primary and secondary, for a swatch in a theme picker. */
export function themeSwatch(name: ColorThemeName): { primary: string; secondary: string } {
  const { primary, secondary } = PALETTES[name].light;
  return { primary, secondary };
}

const themeSelector = (name: ColorThemeName) => `[data-katha-theme="${name}"]`;

function buildTokenSets(): Record<string, TokenSet> {
  const sets: Record<string, TokenSet> = {};
  // Order matters (every block has zero specificity, the later wins, and this sheet comes after
  // the core one with dark mode): a theme's light block, then its dark block (on the same element
  // or inside a dark container).
  for (const name of COLOR_THEMES) sets[themeSelector(name)] = brandTokens(PALETTES[name].light, LIGHT_INK);
  for (const name of COLOR_THEMES) {
    sets[`${themeSelector(name)}${DARK_MODE}, ${DARK_MODE} ${themeSelector(name)}`] = brandTokens(
      PALETTES[name].dark,
      DARK_INK,
    );
  }
  return sets;
}

/**
 * The named colour themes as token sets keyed by selector, each overriding the brand tokens:
 * - `[data-katha-theme="BLUE_THEME"]` (…): a theme's light palette;
 * - `[data-katha-theme="BLUE_THEME"][data-katha-mode="dark"]`: its dark palette.
 */
export const colorThemeTokenSets: Readonly<Record<string, TokenSet>> = buildTokenSets();

/**
 * The colour themes' stylesheet text (after `tokensCss()` when both are served as one file), and
 * at its end the system's dark mode for roots marked `data-katha-mode="system"` (`systemModeCss`).
 */
export const colorThemesCss = (): string => `${tokenSetsCss(colorThemeTokenSets)}\n${systemModeCss()}`;

/**
 * The value of `data-katha-mode` that follows the system: a server that does not know the
 * visitor's choice writes it, and `systemModeCss()` makes it dark where the system is, with no script.
 */
export const SYSTEM_MODE = 'system';

/**
 * Dark mode for roots marked `data-katha-mode="system"` (SYSTEM_MODE) inside
 * `@media (prefers-color-scheme: dark)`: the core dark set, then each theme's dark set (after
 * `tokensCss()` and `colorThemesCss()`, which it overrides in that order).
 */
export function systemModeCss(): string {
  const system = `[data-katha-mode="${SYSTEM_MODE}"]`;
  const sets: Record<string, TokenSet> = { [system]: coreTokenSets[DARK_MODE]! };
  for (const [selector, tokens] of Object.entries(colorThemeTokenSets))
    if (selector.includes(DARK_MODE)) sets[selector.split(DARK_MODE).join(system)] = tokens;
  return `@media (prefers-color-scheme: dark) {\n${tokenSetsCss(sets)}\n}`;
}

let themesSheet: CSSStyleSheet | undefined;

/**
 * Makes `data-katha-theme` work in the document: adds the colour themes' sheet after the core
 * tokens (unless the page's stylesheet holds both: STATIC_TOKENS_ATTRIBUTE). `applySettings`
 * calls it; a page that sets the attribute itself calls it once. Elements alone do not, so a
 * page that keeps the default theme never downloads the other palettes.
 */
export function installColorThemes(doc: Document = document): void {
  installTheme(doc);
  adoptTokens(doc, () => (themesSheet ??= constructedSheet(colorThemesCss())));
}
