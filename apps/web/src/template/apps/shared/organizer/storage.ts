import { useCallback } from 'react';
import { useStored } from '../../../shared/stored.js';

/** What every organizer app keeps: a list of records with an id. */
export interface Stored {
  id: string;
}

const isList = (value: unknown): value is Stored[] => Array.isArray(value);

/**
 * The contacts', notes' and tickets' list, kept by the template's one store (template/shared/stored.ts) under
 * `key` and seeded with `sample`: `items` is null until it is read after hydration (the apps show
 * their loading state). `save` adds a record (at the start) or replaces the one with its id;
 * `replace` only replaces (a late save of a deleted record stays deleted); `remove` deletes records
 * by id; each change is written back at once.
 */
export function useStoredList<T extends Stored>(key: string, sample: readonly T[]) {
  const seed = useCallback(() => [...sample], [sample]);
  const [items, update] = useStored<T[]>(key, seed, isList as (value: unknown) => value is T[]);
  const save = useCallback(
    (item: T) =>
      update((old) =>
        old.some((each) => each.id === item.id)
          ? old.map((each) => (each.id === item.id ? item : each))
          : [item, ...old],
      ),
    [update],
  );
  const replace = useCallback(
    (item: T) => update((old) => old.map((each) => (each.id === item.id ? item : each))),
    [update],
  );
  const remove = useCallback(
    (ids: readonly string[]) => update((old) => old.filter((each) => !ids.includes(each.id))),
    [update],
  );
  return { items, save, replace, remove };
}

/** Whether a record's texts contain the query (case-insensitive; a blank query matches all). */
export function matches(query: string, ...texts: readonly string[]): boolean {
  const wanted = query.trim().toLocaleLowerCase();
  return !wanted || texts.some((text) => text.toLocaleLowerCase().includes(wanted));
}
