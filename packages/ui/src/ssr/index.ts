export {
  collectResult,
  collectResultSync,
  type ElementInit,
  elementStylesheet,
  render,
  renderElement,
  shareElementStyles,
  waitForStylesheets,
  withLocale,
} from './render.js';
