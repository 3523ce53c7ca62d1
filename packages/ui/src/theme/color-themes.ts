import type { TokenSet } from './tokens.js';

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

/** The default theme: `lightTokens` already hold its light palette (primary orange, secondary navy). */
export const DEFAULT_COLOR_THEME: ColorThemeName = 'ORANGE_THEME';

/** A theme's brand colours in one mode. Every pair (ink on fill, fill as text) is AA (4.5:1). */
interface Palette {
  primary: string;
  primaryHover: string;
  primarySubtle: string;
  secondary: string;
  secondaryHover: string;
  secondarySubtle: string;
}

const LIGHT_INK = '#ffffff';
const DARK_INK = '#111827';

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
  ORANGE_THEME: {
    light: p('#c2410c', '#9a3412', '#fff1e6', '#1b2a4a', '#0f1a33', '#e8ecf5'),
    dark: p('#fb923c', '#fdba74', '#3b2414', '#a9b8dc', '#c7d2ec', '#1f2a44'),
  },
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

function brandTokens(palette: Palette, ink: string): TokenSet {
  return {
    'color-primary': palette.primary,
    'color-primary-hover': palette.primaryHover,
    'color-primary-subtle': palette.primarySubtle,
    'color-on-primary': ink,
    'color-secondary': palette.secondary,
    'color-secondary-hover': palette.secondaryHover,
    'color-secondary-subtle': palette.secondarySubtle,
    'color-on-secondary': ink,
  };
}

/** Dark mode's surfaces, text and status colours (the brand colours come from the theme). */
const darkSurfaces: TokenSet = {
  'color-success': '#4ade80',
  'color-success-subtle': '#12301f',
  'color-warning': '#fbbf24',
  'color-warning-subtle': '#33270c',
  'color-error': '#f87171',
  'color-error-subtle': '#3a1818',
  'color-info': '#93c5fd',
  'color-info-subtle': '#172a46',
  'color-on-status': DARK_INK,
  'color-background': DARK_INK,
  'color-surface': '#1a2332',
  'color-surface-muted': '#253044',
  'color-text': '#f1f5f9',
  'color-text-muted': '#b8c2d1',
  'color-border': '#3b4658',
  'color-focus': '#93c5fd',
  'shadow-card': '0 1px 3px rgb(0 0 0 / 0.5), 0 1px 2px rgb(0 0 0 / 0.4)',
  'shadow-raised': '0 8px 24px rgb(0 0 0 / 0.6)',
};

/** A theme's light primary and secondary, for a swatch in a theme picker. */
export function themeSwatch(name: ColorThemeName): { primary: string; secondary: string } {
  const { primary, secondary } = PALETTES[name].light;
  return { primary, secondary };
}

const DARK = '[data-katha-mode="dark"]';
const themeSelector = (name: ColorThemeName) => `[data-katha-theme="${name}"]`;

function buildTokenSets(): Record<string, TokenSet> {
  const sets: Record<string, TokenSet> = {
    [DARK]: { ...darkSurfaces, ...brandTokens(PALETTES[DEFAULT_COLOR_THEME].dark, DARK_INK) },
  };
  // Order matters (every block has zero specificity, the later wins): a theme's light block
  // comes after the dark block, and its dark block (on the same element or inside a dark
  // container) comes last.
  for (const name of COLOR_THEMES) sets[themeSelector(name)] = brandTokens(PALETTES[name].light, LIGHT_INK);
  for (const name of COLOR_THEMES) {
    sets[`${themeSelector(name)}${DARK}, ${DARK} ${themeSelector(name)}`] = brandTokens(
      PALETTES[name].dark,
      DARK_INK,
    );
  }
  sets['[data-katha-card-shadow="off"]'] = { 'shadow-card': 'none' };
  sets['[data-katha-container="full"]'] = { 'layout-container-max-width': 'none' };
  return sets;
}

/**
 * Dark mode, the colour themes and the layout settings, as token sets keyed by selector;
 * each set overrides only the tokens it changes, on top of `lightTokens`:
 * - `[data-katha-mode="dark"]`: dark surfaces and text, with ORANGE_THEME's dark palette;
 * - `[data-katha-theme="BLUE_THEME"]` (…): a theme's light palette;
 * - `[data-katha-theme="BLUE_THEME"][data-katha-mode="dark"]`: its dark palette;
 * - `[data-katha-card-shadow="off"]`: cards without a shadow;
 * - `[data-katha-container="full"]`: content not boxed to `--katha-layout-container-max-width`.
 * `applySettings` (settings.ts) puts these attributes on `<html>`; any container works too.
 */
export const colorThemeTokenSets: Readonly<Record<string, TokenSet>> = buildTokenSets();
