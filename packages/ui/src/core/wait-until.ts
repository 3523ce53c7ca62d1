/**
 * The `waitUntil` part of an event detail: a listener that does the real work (a call to the
 * server) passes its promise, synchronously, while handling the event. The element then
 * waits for it: an optimistic toggle rolls back if it rejects, a form keeps its text and
 * shows the failure, and shows success only once it resolves.
 */
export interface WaitUntil {
  waitUntil(promise: Promise<unknown>): void;
}

/**
 * Builds the detail of an event that listeners may extend with `waitUntil(promise)`, and
 * `settled()`, which resolves when every promise passed so far resolves (at once if none
 * was) and rejects with the first rejection. Call `settled()` right after dispatching.
 */
export function waitUntilDetail<T extends object>(
  fields: T,
): { detail: T & WaitUntil; settled(): Promise<void> } {
  const promises: Promise<unknown>[] = [];
  const detail = {
    ...fields,
    waitUntil(promise: Promise<unknown>) {
      promises.push(Promise.resolve(promise));
    },
  };
  return { detail, settled: () => Promise.all(promises).then(() => undefined) };
}
