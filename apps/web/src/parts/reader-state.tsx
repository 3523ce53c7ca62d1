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
 * That is also when the app has taken the page over: see `markHydrated`.
 */
export function ReaderState() {
  const store = useStore();
  useEffect(() => {
    if (started) return;
    started = true;
    markHydrated();
    const locale = preferredLocale();
    if (locale !== store.get(localeAtom)) store.set(localeAtom, locale);
    else applyDocumentLocale(locale);
    void restoreSession();
  }, [store]);
  return null;
}

/**
 * `<div id="root" data-katha-hydrated>` once the app has taken over the server's page: set at the
 * first idle moment after the page's Suspense boundary has hydrated (this component's effect runs
 * after the page's, in the same boundary, which React hydrates after the shell's commit), when
 * every kit element of the page has hydrated too (each in a task of its own, which comes before an
 * idle callback). Until then a press may reach markup with no handler yet: the page's early-input
 * capture holds it (shared/early-input.ts), and the journeys wait for the mark after each page load
 * (tests/e2e/helpers.ts). It was set at the shell's commit, which can come before the page's
 * boundary has hydrated: the likeliest reading (not proven) of three "Log in" presses on busy
 * machines that did nothing. Not on `<html>`, which the app never writes at start (hydration.spec.ts).
 */
function markHydrated(): void {
  const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1));
  whenIdle(() => document.getElementById('root')?.setAttribute('data-katha-hydrated', ''));
}
