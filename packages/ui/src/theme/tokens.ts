/**
 * Design tokens. Every colour, radius, space, font and shadow an element uses is a CSS
 * custom property `--katha-<group>-<name>` read with a fallback-free `var()`, because
 * `themeStyles` (adopted into the document by every Katha element) always defines them.
 *
 * Token sets are keyed by CSS selectors so themes layer without JavaScript:
 * - `:root` (wrapped in `:where()`: zero specificity, so a page's own `:root` or any
 *   ancestor overrides a token),
 * - `[data-katha-mode="dark"]` for dark mode,
 * - `[data-katha-theme="BLUE_THEME"]` … for the colour themes (combined with the mode:
 *   `[data-katha-theme="BLUE_THEME"][data-katha-mode="dark"]`), in color-themes.ts.
 * Put the attributes on `<html>` (the app shell does) or on any container (a partner page).
 */

/** The selector of dark mode. */
export const DARK_MODE = '[data-katha-mode="dark"]';

/** A set of token values, by name without the `--katha-` prefix. */
export type TokenSet = Readonly<Record<string, string>>;

/** A theme's brand colours in one mode. Every pair (ink on fill, fill as text) is AA (4.5:1). */
export interface Palette {
  primary: string;
  primaryHover: string;
  primarySubtle: string;
  secondary: string;
  secondaryHover: string;
  secondarySubtle: string;
}

/** Text on brand fills: white in light mode, near-black in dark mode. */
export const LIGHT_INK = '#ffffff';
export const DARK_INK = '#111827';

/** A palette as the brand tokens (primary and secondary, their hover and subtle shades, their ink). */
export function brandTokens(palette: Palette, ink: string) {
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

/** The default theme (ORANGE_THEME): primary orange, secondary dark navy, in light and dark mode. */
export const DEFAULT_PALETTE: Readonly<{ light: Palette; dark: Palette }> = {
  light: {
    primary: '#c2410c',
    primaryHover: '#9a3412',
    primarySubtle: '#fff1e6',
    secondary: '#1b2a4a',
    secondaryHover: '#0f1a33',
    secondarySubtle: '#e8ecf5',
  },
  dark: {
    primary: '#fb923c',
    primaryHover: '#fdba74',
    primarySubtle: '#3b2414',
    secondary: '#a9b8dc',
    secondaryHover: '#c7d2ec',
    secondarySubtle: '#1f2a44',
  },
};

/** Light mode in the default theme. AA on white. */
export const lightTokens = {
  ...brandTokens(DEFAULT_PALETTE.light, LIGHT_INK),
  'color-success': '#15803d',
  'color-success-subtle': '#edf8f1',
  'color-warning': '#a15c07',
  'color-warning-subtle': '#fdf3e1',
  'color-error': '#b91c1c',
  'color-error-subtle': '#fdeaea',
  'color-info': '#1d4ed8',
  'color-info-subtle': '#e8eefd',
  'color-on-status': '#ffffff',
  'color-background': '#ffffff',
  'color-surface': '#ffffff',
  'color-surface-muted': '#f3f4f6',
  'color-text': '#1f2937',
  'color-text-muted': '#4b5563',
  'color-border': '#d1d5db',
  'color-focus': '#1d4ed8',
  radius: '7px',
  'radius-sm': 'calc(var(--katha-radius) / 2)',
  'radius-lg': 'calc(var(--katha-radius) * 2)',
  'radius-pill': '999px',
  'space-1': '4px',
  'space-2': '8px',
  'space-3': '12px',
  'space-4': '16px',
  'space-5': '24px',
  'space-6': '32px',
  'space-7': '48px',
  'space-8': '64px',
  // 'Katha Indic' (scripts/copy-fonts.mjs) draws only Devanagari and Kannada letters, so a Hindi
  // or Kannada title in an English page gets its Noto face; everything else is the system's.
  'font-family': "'Katha Indic', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  'font-size-xs': '14px',
  'font-size-sm': '16px',
  'font-size-md': '18px',
  'font-size-body': '20px',
  'line-height-body': '32px',
  'font-size-lg': '24px',
  'font-size-xl': '32px',
  'line-height-tight': '1.3',
  'font-weight-regular': '400',
  'font-weight-semibold': '600',
  'font-weight-bold': '700',
  'shadow-card': '0 1px 3px rgb(15 23 42 / 0.12), 0 1px 2px rgb(15 23 42 / 0.08)',
  'shadow-raised': '0 8px 24px rgb(15 23 42 / 0.16)',
  'focus-ring': '0 0 0 3px var(--katha-color-background), 0 0 0 5px var(--katha-color-focus)',
  'transition-fast': '120ms ease-out',
  'layout-topbar-height': '70px',
  'layout-sidebar-width': '270px',
  'layout-sidebar-mini-width': '87px',
  'layout-scroll-offset': '190px',
  'layout-container-max-width': '1200px',
} as const satisfies TokenSet;

export type TokenName = keyof typeof lightTokens;

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

/**
 * The sets every Katha element installs, keyed by selector, each overriding only the tokens it
 * changes on top of `lightTokens`:
 * - `[data-katha-mode="dark"]`: dark surfaces and text, with the default theme's dark palette;
 * - `[data-katha-card-shadow="off"]`: cards without a shadow;
 * - `[data-katha-container="full"]`: content not boxed to `--katha-layout-container-max-width`.
 * The other colour themes are in color-themes.ts, installed by `applySettings` or
 * `installColorThemes`. `applySettings` (settings.ts) puts these attributes on `<html>`; any
 * container works too.
 */
export const coreTokenSets: Readonly<Record<string, TokenSet>> = {
  [DARK_MODE]: { ...darkSurfaces, ...brandTokens(DEFAULT_PALETTE.dark, DARK_INK) },
  '[data-katha-card-shadow="off"]': { 'shadow-card': 'none' },
  '[data-katha-container="full"]': { 'layout-container-max-width': 'none' },
};

/**
 * The fonts chosen by `lang`: Indic text gets its self-hosted Noto face (scripts/copy-fonts.mjs).
 * Each list falls back through both Indic families: a Kannada date inside a Hindi article (the
 * interface's words in the article's element) is drawn in Noto Sans Kannada, not as boxes (no
 * system font here draws either script).
 */
export const fontTokensByLang: Readonly<Record<string, TokenSet>> = {
  hi: { 'font-family': "'Noto Sans Devanagari', 'Noto Sans Kannada', system-ui, sans-serif" },
  kn: { 'font-family': "'Noto Sans Kannada', 'Noto Sans Devanagari', system-ui, sans-serif" },
};

function declarations(tokens: TokenSet): string {
  return Object.entries(tokens)
    .map(([name, value]) => `  --katha-${name}: ${value};`)
    .join('\n');
}

/** Token sets as stylesheet text, each block at zero specificity. */
export function tokenSetsCss(sets: Readonly<Record<string, TokenSet>>): string {
  return Object.entries(sets)
    .map(([selector, tokens]) => `:where(${selector}) {\n${declarations(tokens)}\n}`)
    .join('\n');
}

/** The document-level stylesheet text every element installs: light, fonts by language, and the core sets. */
export function tokensCss(): string {
  return [
    tokenSetsCss({ ':root': lightTokens }),
    tokenSetsCss(
      Object.fromEntries(Object.entries(fontTokensByLang).map(([lang, set]) => [`:lang(${lang})`, set])),
    ),
    tokenSetsCss(coreTokenSets),
  ].join('\n');
}
