export { ClickOutsideController } from './click-outside.js';
export { kathaEvent } from './event.js';
export { KathaElement } from './katha-element.js';
export {
  type LangWatcher,
  LocaleController,
  resolveLocale,
  setServerLocale,
  unwatchLang,
  watchLang,
} from './locale.js';
export { isPlainClick, type NavigateDetail } from './navigate.js';
export { baseStyles } from './styles.js';
export { type WaitUntil, waitUntilDetail } from './wait-until.js';
