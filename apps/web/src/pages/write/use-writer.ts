import type { User } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { useRef } from 'react';
import { isWriterAtom, userAtom } from '../../state/session.js';

/**
 * The writer the studio was opened for: the signed-in writer, and still them once their session
 * ends while the studio is open (logged out in another tab, expired), so the text stays on screen
 * with a way to log in again. `signedIn` says whether the session is still there.
 */
export function useWriter(): { writer: User | null; signedIn: boolean } {
  const user = useAtomValue(userAtom);
  const isWriter = useAtomValue(isWriterAtom);
  const kept = useRef<User | null>(null);
  if (user) kept.current = isWriter && user.profile ? user : null;
  return { writer: kept.current, signedIn: Boolean(user) };
}
