import { type DependencyList, useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data?: T; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown };

/** What `useAsync` gives: the state, with a retry and a way to set the data after a change. */
export type Loaded<T> = AsyncState<T> & { reload: () => void; setData: (data: T) => void };

/**
 * Runs `load` when `deps` change and keeps its latest answer: the previous data stays visible
 * while a newer load runs, an answer that arrives after a newer load started is dropped, and
 * `reload()` runs it again (the retry of an error state). `initial` skips the first load.
 */
export function useAsync<T>(load: () => Promise<T>, deps: DependencyList, initial?: T): Loaded<T> {
  const [state, setState] = useState<AsyncState<T>>(
    initial === undefined ? { status: 'loading' } : { status: 'ready', data: initial },
  );
  const [attempt, setAttempt] = useState(0);
  const skipFirst = useRef(initial !== undefined);
  const latest = useRef(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps decide when to reload
  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    const run = ++latest.current;
    setState((previous) => ({ status: 'loading', data: previous.data }));
    load().then(
      (data) => {
        if (run === latest.current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (run === latest.current) setState((previous) => ({ status: 'error', data: previous.data, error }));
      },
    );
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, setData };
}
