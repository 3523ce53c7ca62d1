import { useStore } from 'jotai';
import { useEffect } from 'react';
import { applyDocumentLocale, localeAtom, preferredLocale } from '../state/locale.js';
import { restoreSession } from '../state/session.js';

let started = false;

/**
 * The reader's own state, which the server (rendering for a visitor) never has: the language they
 * chose, when the page was rendered in another one, and the stored session, confirmed with the CMS.
 * It sits in the layouts' Suspense boundary, after the page: React hydrates that boundary on its
 * own, after the shell, and this runs once the page in it is hydrated as the server rendered it
 * (applied earlier, the page would hydrate with the reader's state over the visitor's markup).
 */
export function ReaderState() {
  const store = useStore();
  useEffect(() => {
    if (started) return;
    started = true;
    const locale = preferredLocale();
    if (locale !== store.get(localeAtom)) store.set(localeAtom, locale);
    else applyDocumentLocale(locale);
    void restoreSession();
  }, [store]);
  return null;
}
