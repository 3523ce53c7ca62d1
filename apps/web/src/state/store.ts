import { createStore } from 'jotai';

/** The app's one jotai store, shared by React (Provider) and by code outside React (the 401 handler). */
export const store = createStore();
