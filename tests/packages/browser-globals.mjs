// In-memory stand-ins for the two browser globals the SDK README's page examples use, for running
// them in Node (readme.test.ts): `localStorage` (createBrowserTokenStore's default) and `location`.
// Node 25 and later have a localStorage of their own (file-backed, with a warning): replaced too.
const values = new Map();
const storage = {
  getItem: (key) => values.get(String(key)) ?? null,
  setItem: (key, value) => void values.set(String(key), String(value)),
  removeItem: (key) => void values.delete(String(key)),
  clear: () => values.clear(),
  key: (index) => [...values.keys()][index] ?? null,
  get length() {
    return values.size;
  },
};
Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true, writable: true });
if (!('location' in globalThis)) {
  const href = 'https://partner.example.org/';
  Object.defineProperty(globalThis, 'location', {
    value: { href, origin: new URL(href).origin, assign() {}, reload() {} },
    configurable: true,
    writable: true,
  });
}
