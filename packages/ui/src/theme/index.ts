export { BREAKPOINTS, type Breakpoint, MOBILE_BREAKPOINTS, mediaUp } from './breakpoints.js';
export { colorThemeTokenSets } from './color-themes.js';
export { installTheme } from './document.js';
export { fontTokensByLang, lightTokens, type TokenName, type TokenSet, tokensCss } from './tokens.js';
