export { KathaElement } from './katha-element.js';
export { LocaleController, resolveLocale } from './locale.js';
export { baseStyles } from './styles.js';
