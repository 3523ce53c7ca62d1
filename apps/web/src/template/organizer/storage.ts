import { useCallback, useEffect, useState } from 'react';

/** What every organizer app keeps: a list of records with an id. */
export interface Stored {
  id: string;
}

/** The key's stored list; the sample list (stored now) when there is none or it does not parse. */
function readList<T extends Stored>(key: string, sample: readonly T[]): T[] {
  try {
    const raw = localStorage.getItem(key);
    if (raw !== null) {
      const parsed: unknown = JSON.parse(raw);
      if (Array.isArray(parsed)) return parsed as T[];
    }
  } catch {
    // Unreadable (private mode, a hand-edited value): start again from the sample.
  }
  writeList(key, sample);
  return [...sample];
}

function writeList(key: string, items: readonly Stored[]) {
  try {
    localStorage.setItem(key, JSON.stringify(items));
  } catch {
    // Full or blocked storage: the app keeps working on what it holds in memory.
  }
}

/** A new record's id: unique enough for data kept in one browser. */
export const newId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The contacts', notes' and tickets' one store: the list kept in localStorage under `key`, seeded
 * with `sample` on the first visit. It is read after hydration (an effect), so the server's HTML
 * and the first render in the browser agree: `items` is null until then (the apps show their
 * loading state). `save` adds a record (at the start) or replaces the one with its id; `replace`
 * only replaces (a late save of a deleted record stays deleted); `remove` deletes records by id; each change is written back at once.
 */
export function useStoredList<T extends Stored>(key: string, sample: readonly T[]) {
  const [items, setItems] = useState<T[] | null>(null);
  useEffect(() => setItems(readList(key, sample)), [key, sample]);
  useEffect(() => {
    if (items) writeList(key, items);
  }, [key, items]);
  const save = useCallback((item: T) => {
    setItems((old) => {
      if (!old) return old;
      return old.some((each) => each.id === item.id)
        ? old.map((each) => (each.id === item.id ? item : each))
        : [item, ...old];
    });
  }, []);
  const replace = useCallback((item: T) => {
    setItems((old) => old?.map((each) => (each.id === item.id ? item : each)) ?? old);
  }, []);
  const remove = useCallback((ids: readonly string[]) => {
    setItems((old) => (old ? old.filter((each) => !ids.includes(each.id)) : old));
  }, []);
  return { items, save, replace, remove };
}

/** Whether a record's texts contain the query (case-insensitive; a blank query matches all). */
export function matches(query: string, ...texts: readonly string[]): boolean {
  const wanted = query.trim().toLocaleLowerCase();
  return !wanted || texts.some((text) => text.toLocaleLowerCase().includes(wanted));
}
