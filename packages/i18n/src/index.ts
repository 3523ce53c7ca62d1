// Everything: the runtime and every namespace's messages. Elements and widgets that care
// about size import '@katha/i18n/core' and only the '@katha/i18n/messages/<namespace>' they use.
import './generated/all.js';

export * from './core.js';
