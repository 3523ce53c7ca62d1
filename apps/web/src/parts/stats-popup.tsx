import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useState } from 'react';
import { tokenStore } from '../lib/client.js';
import { userAtom } from '../state/session.js';

/** The dialog's code loads only for a reader who has stats, once it is to open. */
const KathaUserStatsDialog = lazy(() =>
  import('@katha/react/user-stats-dialog').then((module) => ({ default: module.KathaUserStatsDialog })),
);

/** The local day the popup was last shown (to reset the flag after midnight even if no tab stayed open). */
const SHOWN_ON = 'userStatsPopupShownOn';
const today = () => new Date().toLocaleDateString('en-CA');

/** Milliseconds until the next local midnight. */
function untilMidnight(): number {
  const midnight = new Date();
  midnight.setHours(24, 0, 0, 0);
  return midnight.getTime() - Date.now();
}

/**
 * The reading-stats popup, once a day (spec section 4): on the first load when
 * `userStatsPopupShown` is not 'true' it opens and sets it to 'true'; at the next local
 * midnight the flag goes back to 'false'. "Reading stats" in the account menu (the kit's
 * `katha-stats-open`) opens it again at any time. A reader with nothing read yet gets the
 * kit's welcome, which says how points are earned.
 */
export function StatsPopup() {
  const user = useAtomValue(userAtom);
  const signedIn = Boolean(user?.profile);
  const stats = user?.profile?.user_stat ?? null;
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    const reopen = () => {
      setWanted(true);
      setOpen(true);
    };
    document.addEventListener('katha-stats-open', reopen);
    return () => document.removeEventListener('katha-stats-open', reopen);
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn) return;
    if (localStorage.getItem(SHOWN_ON) !== today()) tokenStore.set('userStatsPopupShown', 'false');
    if (tokenStore.get('userStatsPopupShown') !== 'true') {
      tokenStore.set('userStatsPopupShown', 'true');
      localStorage.setItem(SHOWN_ON, today());
      setOpen(true);
      setWanted(true);
    }
    const reset = setTimeout(() => tokenStore.set('userStatsPopupShown', 'false'), untilMidnight());
    return () => clearTimeout(reset);
  }, [signedIn]);

  if (!signedIn || !wanted) return null;
  return (
    <Suspense fallback={null}>
      <KathaUserStatsDialog open={open} stats={stats ?? {}} onKathaDialogClose={() => setOpen(false)} />
    </Suspense>
  );
}
