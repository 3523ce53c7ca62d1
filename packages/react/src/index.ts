// Every wrapper; each is also its own entry point, `@katha/react/<name>`.
export * from './generated/index.js';
