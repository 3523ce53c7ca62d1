import { colorThemeTokenSets } from './color-themes.js';

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
 *   `[data-katha-theme="BLUE_THEME"][data-katha-mode="dark"]`).
 * Put the attributes on `<html>` (the app shell does) or on any container (a partner page).
 */

/** A set of token values, by name without the `--katha-` prefix. */
export type TokenSet = Readonly<Record<string, string>>;

/** Light mode, default theme (ORANGE_THEME): primary orange, secondary dark navy. AA on white. */
export const lightTokens = {
  'color-primary': '#c2410c',
  'color-primary-hover': '#9a3412',
  'color-primary-subtle': '#fff1e6',
  'color-on-primary': '#ffffff',
  'color-secondary': '#1b2a4a',
  'color-secondary-hover': '#0f1a33',
  'color-secondary-subtle': '#e8ecf5',
  'color-on-secondary': '#ffffff',
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

/** The fonts chosen by `lang`: Indic text gets its self-hosted Noto face (scripts/copy-fonts.mjs). */
export const fontTokensByLang: Readonly<Record<string, TokenSet>> = {
  hi: { 'font-family': "'Noto Sans Devanagari', system-ui, sans-serif" },
  kn: { 'font-family': "'Noto Sans Kannada', system-ui, sans-serif" },
};

function declarations(tokens: TokenSet): string {
  return Object.entries(tokens)
    .map(([name, value]) => `  --katha-${name}: ${value};`)
    .join('\n');
}

/** The document-level stylesheet text: every token set, at zero specificity. */
export function tokensCss(): string {
  const blocks = [`:where(:root) {\n${declarations(lightTokens)}\n}`];
  for (const [lang, tokens] of Object.entries(fontTokensByLang)) {
    blocks.push(`:where(:lang(${lang})) {\n${declarations(tokens)}\n}`);
  }
  for (const [selector, tokens] of Object.entries(colorThemeTokenSets)) {
    blocks.push(`:where(${selector}) {\n${declarations(tokens)}\n}`);
  }
  return blocks.join('\n');
}
