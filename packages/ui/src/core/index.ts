export { KathaElement } from './katha-element.js';
export { LocaleController, resolveLocale } from './locale.js';
export { isPlainClick, type NavigateDetail } from './navigate.js';
export { baseStyles } from './styles.js';
export { type WaitUntil, waitUntilDetail } from './wait-until.js';
