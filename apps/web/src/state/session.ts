import { KathaApiError, LOGOUT_REDIRECT_DELAY_MS, type User } from '@katha/sdk';
import { atom } from 'jotai';
import { navigate } from 'wouter/use-browser-location';
import { katha, onUnauthorized, tokenStore } from '../lib/client.js';
import { paths } from '../lib/paths.js';
import { loadUser } from '../lib/user.js';
import { browserStore } from './store.js';

/**
 * The signed-in user with profile and role, or null for a visitor. From the start the user the
 * server rendered the page for (`startSession`: it knows the reader by the HttpOnly session cookie,
 * which script cannot see); when the server could not tell (the CMS was slow), the stored user,
 * which `restoreSession` confirms.
 */
export const userAtom = atom<User | null>(null);

/** The signed-in reader's profile documentId (likes, bookmarks and follows are made from it). */
export const profileIdAtom = atom((get) => get(userAtom)?.profile?.documentId ?? null);

/** Editors and staff write; they see My Articles and Content & Stats, and no recruitment banner. */
export const isWriterAtom = atom((get) => {
  const role = get(userAtom)?.role?.type;
  return role === 'editor' || role === 'katha_staff';
});

/** The user as the site needs it (src/lib/user.ts), through the site's `/api` with the session cookie. */
export const fetchFullUser = (): Promise<User> => loadUser(katha);

function remember(user: User): void {
  tokenStore.set('user', user);
  if (user.profile) tokenStore.set('profile', user.profile);
  browserStore().set(userAtom, user);
}

/**
 * App start, before hydrating: the user the server rendered the page for (src/page-data.ts), so
 * the app starts from the page as it is; remembered as the stored user too.
 */
export function startSession(user: User | undefined): void {
  if (user) remember(user);
}

/**
 * App start: the stored user shows at once, then the full user replaces it. A token stored by an
 * earlier version of the site is removed (that session ends: the reader signs in once more).
 */
export async function restoreSession(): Promise<void> {
  tokenStore.remove('jwt');
  // The server rendered the page for this user (`startSession`): already confirmed.
  if (browserStore().get(userAtom)) return;
  const stored = tokenStore.get('user');
  if (!stored) return;
  browserStore().set(userAtom, stored);
  try {
    remember(await fetchFullUser());
  } catch (error) {
    // A 401 already logged out (onUnauthorized). A 403: no session reached the CMS (the cookie
    // expired with its token, or was never set): it ended too. Any other failure keeps the user.
    if (error instanceof KathaApiError && error.status === 403) endSession();
  }
}

/**
 * After a call that starts a session succeeded (sign-in, registration, password reset, a social
 * callback): the site's server has set the session cookie from its answer; load the full user.
 */
export async function signIn(): Promise<User> {
  const user = await fetchFullUser();
  remember(user);
  return user;
}

/** Reloads the user (after a follow or a profile change). */
export async function refreshUser(): Promise<void> {
  remember(await fetchFullUser());
}

/**
 * Logout: the local logout call (the server clears the session cookie), then user, profile and
 * lastVisitedArticle go, and the user resets.
 */
export async function logout(): Promise<void> {
  try {
    await fetch('/api/logout', { method: 'POST', credentials: 'same-origin' });
  } catch {
    // Offline: the local session still ends.
  }
  tokenStore.clear();
  browserStore().set(userAtom, null);
}

/**
 * The spec's 401 flow: the session is cleared (server cookie and local user), home after 1 second,
 * unless the reader moved on in that second (to sign in again, say): where they went, they stay.
 */
function endSession(): void {
  const ended = location.href;
  void logout().then(() =>
    setTimeout(() => {
      if (location.href === ended) navigate(paths.home);
    }, LOGOUT_REDIRECT_DELAY_MS),
  );
}

onUnauthorized(endSession);
