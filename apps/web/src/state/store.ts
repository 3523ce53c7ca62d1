import { createStore } from 'jotai';

export type AppStore = ReturnType<typeof createStore>;

/** A fresh jotai store: the server makes one per request (src/entry-server.tsx). */
export const createAppStore = (): AppStore => createStore();

let browser: AppStore | undefined;

/**
 * The browser's one store, shared by React (the Provider in entry-client.tsx) and by code outside
 * React (the session's 401 handler). Never called on the server, where each request has its own.
 */
export function browserStore(): AppStore {
  browser ??= createStore();
  return browser;
}
