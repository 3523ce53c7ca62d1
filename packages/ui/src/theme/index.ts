export { BREAKPOINTS, type Breakpoint, MOBILE_BREAKPOINTS, mediaUp } from './breakpoints.js';
export {
  COLOR_THEMES,
  type ColorThemeName,
  colorThemesCss,
  colorThemeTokenSets,
  DEFAULT_COLOR_THEME,
  installColorThemes,
  SYSTEM_MODE,
  systemModeCss,
  themeSwatch,
} from './color-themes.js';
export { installTheme, STATIC_TOKENS_ATTRIBUTE } from './document.js';
export { formLayoutCss } from './form-layout.js';
export {
  applySettings,
  DEFAULT_SETTINGS,
  hasStoredSettings,
  loadSettings,
  normalizeSettings,
  RADIUS_RANGE,
  SETTINGS_STORAGE_KEY,
  saveSettings,
  settingsMarkup,
  systemMode,
  type ThemeSettings,
} from './settings.js';
export {
  coreTokenSets,
  DEFAULT_PALETTE,
  fontTokensByLang,
  lightTokens,
  type Palette,
  type TokenName,
  type TokenSet,
  tokensCss,
} from './tokens.js';
