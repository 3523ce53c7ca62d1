import type { Locale } from './constants.js';
import type { components } from './generated/cms.js';

/** What the site keeps between visits, under these exact localStorage keys (spec section 3). */
export interface StoredValues {
  jwt: string;
  user: components['schemas']['User'];
  profile: components['schemas']['Profile'];
  locale: Locale;
  /** The slug of the article last read, to return to it after login. */
  lastVisitedArticle: string;
  /** `'true'` once the user-stats popup was shown today; reset to `'false'` at local midnight. */
  userStatsPopupShown: 'true' | 'false';
}

export type StoredKey = keyof StoredValues;

/** The keys a logout removes (locale and the popup flag survive it). */
export const SESSION_KEYS = [
  'jwt',
  'user',
  'profile',
  'lastVisitedArticle',
] as const satisfies readonly StoredKey[];

/** Where the client reads the bearer token and the app keeps the session. */
export interface TokenStore {
  get<K extends StoredKey>(key: K): StoredValues[K] | null;
  set<K extends StoredKey>(key: K, value: StoredValues[K]): void;
  remove(key: StoredKey): void;
  /** Logout: removes jwt, user, profile and lastVisitedArticle. */
  clear(): void;
}

/** The part of the Web Storage API a token store needs. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const JSON_KEYS: ReadonlySet<StoredKey> = new Set(['user', 'profile']);

/**
 * A token store over any Web Storage. Strings are stored as they are (so `jwt` stays readable by other code
 * of the site), user and profile as JSON.
 */
export function createStorageTokenStore(storage: KeyValueStorage): TokenStore {
  return {
    get(key) {
      const raw = storage.getItem(key);
      if (raw === null) return null;
      if (!JSON_KEYS.has(key)) return raw as StoredValues[typeof key];
      try {
        return JSON.parse(raw) as StoredValues[typeof key];
      } catch {
        return null;
      }
    },
    set(key, value) {
      storage.setItem(key, JSON_KEYS.has(key) ? JSON.stringify(value) : String(value));
    },
    remove(key) {
      storage.removeItem(key);
    },
    clear() {
      for (const key of SESSION_KEYS) storage.removeItem(key);
    },
  };
}

/** The browser's token store, on `localStorage` (read when called, never at import). */
export function createBrowserTokenStore(storage: KeyValueStorage = globalThis.localStorage): TokenStore {
  return createStorageTokenStore(storage);
}

/** A token store in memory, for Node (servers, scripts, tests): nothing outlives the process. */
export function createMemoryTokenStore(): TokenStore {
  const values = new Map<string, string>();
  return createStorageTokenStore({
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  });
}
