import { waitUntil } from '@open-wc/testing';

/**
 * `waitUntil` with a 5 s limit instead of its 1 s default: in CI these tests share two cores with
 * the CMS suites and the end-to-end journeys, where a debounce or a floating-ui placement can take
 * longer than a second to land. A wait that never comes true still fails, with `message`.
 */
export const waitFor = (predicate: () => unknown, message?: string) =>
  waitUntil(predicate, message, { timeout: 5000 });
