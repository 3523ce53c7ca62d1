// Everything: the core, the theme and every element (each also has its own entry point,
// `@katha/ui/<name>`, which defines just that element).
export * from './avatar/avatar.js';
export * from './button/button.js';
export * from './chip/chip.js';
export * from './core/index.js';
export * from './theme/index.js';
