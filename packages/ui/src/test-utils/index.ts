export { expectNoAxeViolations } from './a11y.js';
export { fixtureInLocale, setDocumentLocale } from './fixtures.js';
export { loadedFontFamilies, NOTO_FAMILY } from './fonts.js';
export { waitFor } from './wait.js';
