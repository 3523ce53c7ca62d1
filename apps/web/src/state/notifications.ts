import { fetchUnreadNotificationCount } from '@katha/sdk';
import { atom } from 'jotai';
import { katha } from '../lib/client.js';
import { browserStore } from './store.js';

/** How many of the signed-in reader's notifications are unread (the bell's badge). */
export const unreadCountAtom = atom(0);

/** How often the count is asked again while a reader is signed in and the page is visible. */
export const UNREAD_POLL_MS = 60_000;

/** Asks the CMS for the unread count (a failure keeps the last one). */
export async function refreshUnreadCount(): Promise<void> {
  try {
    browserStore().set(unreadCountAtom, await fetchUnreadNotificationCount(katha));
  } catch {
    // Offline or the CMS is down: the badge keeps what it showed.
  }
}
