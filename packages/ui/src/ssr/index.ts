export {
  collectResult,
  collectResultSync,
  type ElementInit,
  render,
  renderElement,
  withLocale,
} from './render.js';
