import { describe, expect, it, vi } from 'vitest';
import { createBrowserTokenStore, createMemoryTokenStore, type KeyValueStorage } from '../src/token-store.js';

function storage(): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const user = { id: 1, documentId: 'u1', username: 'asha' };
const profile = { id: 2, documentId: 'p1', username: 'asha' };

describe('browser token store', () => {
  it("keeps values under the site's localStorage keys: strings as they are, user and profile as JSON", () => {
    const backing = storage();
    const store = createBrowserTokenStore(backing);
    store.set('jwt', 'token');
    store.set('user', user);
    store.set('profile', profile);
    store.set('locale', 'kn-IN');
    store.set('lastVisitedArticle', 'monsoon');
    store.set('userStatsPopupShown', 'true');
    expect(Object.fromEntries(backing.entries)).toEqual({
      jwt: 'token',
      user: JSON.stringify(user),
      profile: JSON.stringify(profile),
      locale: 'kn-IN',
      lastVisitedArticle: 'monsoon',
      userStatsPopupShown: 'true',
    });
    expect(store.get('user')).toEqual(user);
    expect(store.get('jwt')).toBe('token');
  });

  it('clear() logs out: removes jwt, user, profile and lastVisitedArticle, keeps locale and the popup flag', () => {
    const backing = storage();
    const store = createBrowserTokenStore(backing);
    store.set('jwt', 'token');
    store.set('user', user);
    store.set('profile', profile);
    store.set('lastVisitedArticle', 'x');
    store.set('locale', 'hi-IN');
    store.set('userStatsPopupShown', 'false');
    store.clear();
    expect([...backing.entries.keys()].sort()).toEqual(['locale', 'userStatsPopupShown']);
    expect(store.get('jwt')).toBeNull();
  });

  it('reads a corrupt JSON value as absent', () => {
    const backing = storage();
    backing.entries.set('user', '{not json');
    expect(createBrowserTokenStore(backing).get('user')).toBeNull();
  });

  it('touches no DOM global until it is created', async () => {
    // Node 25 and later define a localStorage of their own (undefined without
    // --localstorage-file), so watch the storage globals rather than ask whether they exist.
    const touched: string[] = [];
    const saved = (['localStorage', 'sessionStorage'] as const).map(
      (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
    );
    for (const [name] of saved) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get: () => void touched.push(name),
      });
    }
    try {
      vi.resetModules();
      await expect(import('../src/index.js')).resolves.toHaveProperty('createBrowserTokenStore');
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(globalThis, name, descriptor);
        else Reflect.deleteProperty(globalThis, name);
      }
    }
    expect(touched).toEqual([]);
  });
});

describe('memory token store', () => {
  it('keeps values for the life of the process and clears the session', () => {
    const store = createMemoryTokenStore();
    expect(store.get('jwt')).toBeNull();
    store.set('jwt', 'token');
    store.set('profile', profile);
    store.set('locale', 'en');
    expect(store.get('profile')).toEqual(profile);
    store.remove('locale');
    expect(store.get('locale')).toBeNull();
    store.clear();
    expect(store.get('jwt')).toBeNull();
    expect(store.get('profile')).toBeNull();
  });

  it('keeps separate stores apart', () => {
    const a = createMemoryTokenStore();
    const b = createMemoryTokenStore();
    a.set('jwt', 'a');
    expect(b.get('jwt')).toBeNull();
  });
});
