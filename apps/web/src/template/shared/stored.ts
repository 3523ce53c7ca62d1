import { useCallback, useEffect, useState } from 'react';

/**
 * A template app's data kept in the browser (localStorage under `key`), seeded by `seed` on the
 * first open (the apps' one store: chats, email, calendar, and the organizer's lists through
 * apps/shared/organizer/storage.ts). `seed` and `valid` must keep their identity between renders.
 * Read only after hydration (in an effect), so the server's HTML and the first client render are
 * the same (`null`: not read yet, the page shows its loading state). Each change is
 * written back at once; a store that cannot be read or written (private mode, full) keeps the data
 * for this visit only.
 */
export function useStored<T>(key: string, seed: () => T, valid: (value: unknown) => value is T) {
  const [data, setData] = useState<T | null>(null);
  useEffect(() => {
    let value: T | null = null;
    try {
      const raw = localStorage.getItem(key);
      const parsed: unknown = raw === null ? null : JSON.parse(raw);
      if (valid(parsed)) value = parsed;
    } catch {
      // Unreadable or not JSON: seeded again below.
    }
    if (value === null) {
      value = seed();
      write(key, value);
    }
    setData(value);
  }, [key, seed, valid]);
  const update = useCallback(
    (change: (current: T) => T) =>
      setData((current) => {
        if (current === null) return current;
        const next = change(current);
        write(key, next);
        return next;
      }),
    [key],
  );
  return [data, update] as const;
}

function write(key: string, value: unknown) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full store: the change lasts for this visit.
  }
}

/** A new item's id: unique enough for data one person keeps in one browser. */
export const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
