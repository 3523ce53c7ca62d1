import { waitUntil } from '@open-wc/testing';

/**
 * The most an element test waits for a state (ms), against `waitUntil`'s default of 1 s: a hang
 * guard, never a pause, since the wait ends as soon as the state comes. Under CI's load (two cores
 * shared with the CMS suites and the journeys, load 20 and more) a debounce or a floating-ui
 * placement has taken over 5 s to land. Below the tests' own limit (scripts/wtr-chromium.mjs), so
 * a state that never comes fails with `message`, not with mocha's bare timeout.
 */
export const WAIT_LIMIT_MS = 60_000;

/** Resolves once `predicate` is true; fails with `message` after WAIT_LIMIT_MS. */
export const waitFor = (predicate: () => unknown, message?: string) =>
  waitUntil(predicate, message, { timeout: WAIT_LIMIT_MS });
