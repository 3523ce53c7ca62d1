import type { TokenSet } from './tokens.js';

/**
 * Dark mode and the colour themes, as token sets keyed by selector; each set overrides only
 * the tokens it changes, on top of `lightTokens`. Owned by the theme engineer, e.g.
 * `'[data-katha-mode="dark"]': { 'color-background': '#0f172a', … }`,
 * `'[data-katha-theme="BLUE_THEME"]': { 'color-primary': '…' }`,
 * `'[data-katha-theme="BLUE_THEME"][data-katha-mode="dark"]': { … }`.
 */
export const colorThemeTokenSets: Readonly<Record<string, TokenSet>> = {};
