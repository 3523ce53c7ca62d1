/**
 * Drafts kept on this device (localStorage), so a writer never loses text: the editor writes one every
 * few seconds while text changes, on `pagehide` and when it leaves the page (a route change), and the
 * host reads it back to offer it with its time. No Quill here: reading a draft costs nothing.
 */
export interface AutosaveRecord<Fields extends object = Record<string, unknown>> {
  /** The sanitized HTML of the text. */
  html: string;
  /** Whatever else the host keeps with it (title, tags...), as given in `autosaveFields`. */
  fields: Fields;
  /** When it was written (ms since the epoch). */
  savedAt: number;
}

const PREFIX = 'katha-editor:';

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // Storage disabled (privacy settings): nothing to keep, nothing to fail.
  }
}

/** The draft saved under `key`, or null. */
export function readAutosave<Fields extends object = Record<string, unknown>>(
  key: string,
): AutosaveRecord<Fields> | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as AutosaveRecord<Fields>;
    return typeof record.html === 'string' && typeof record.savedAt === 'number' ? record : null;
  } catch {
    return null;
  }
}

/** Writes a draft; false when the browser refused (storage full or disabled). */
export function writeAutosave(key: string, record: AutosaveRecord<object>): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(PREFIX + key, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the draft under `key` (after the CMS has it, or when the writer discards it). */
export function clearAutosave(key: string): void {
  storage()?.removeItem(PREFIX + key);
}
