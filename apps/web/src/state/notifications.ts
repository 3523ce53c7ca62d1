import { fetchUnreadNotificationCount } from '@katha/sdk';
import { atom } from 'jotai';
import { katha } from '../lib/client.js';
import { browserStore } from './store.js';

/** How many of the signed-in reader's notifications are unread (the bell's badge). */
export const unreadCountAtom = atom(0);

/** How often the count is asked again while a reader is signed in and the page is visible. */
export const UNREAD_POLL_MS = 60_000;

/**
 * Which question about the count is the latest: the reader's own change (reading one, marking all)
 * and every new question move it on, so an answer to an older one (asked before the change, or
 * while its write was on its way to the CMS) no longer replaces what the badge shows.
 */
let latest = 0;
/** Writes of the reader's own that the CMS has not answered yet: a count asked meanwhile may predate them. */
let writing = 0;

/** Asks the CMS for the unread count (a failure keeps the last one; a stale answer is dropped). */
export async function refreshUnreadCount(): Promise<void> {
  const asked = ++latest;
  try {
    const count = await fetchUnreadNotificationCount(katha);
    if (asked === latest && writing === 0) browserStore().set(unreadCountAtom, count);
  } catch {
    // Offline or the CMS is down: the badge keeps what it showed.
  }
}

/** The reader's own change to the count (one read, all read, signed out): shown at once, and kept. */
export function changeUnreadCount(update: (count: number) => number): void {
  latest++;
  browserStore().set(unreadCountAtom, update);
}

/** Runs a write that changes the count (marking read): counts asked until it is answered are stale. */
export async function countChanging<T>(write: Promise<T>): Promise<T> {
  writing++;
  try {
    return await write;
  } finally {
    writing--;
    latest++;
  }
}
