import type { KathaEditor } from '@katha/editor';
import { clearAutosave } from '@katha/editor/autosave';
import type { Locale } from '@katha/i18n/core';
import { type Article, dataOf, joinTags, KathaApiError, splitTags } from '@katha/sdk';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { fetchFullUser, logout } from '../state/session.js';
import { katha, onUnauthorized } from './client.js';
import { errorKey } from './rule-message.js';
import { CMS_AUTOSAVE_MS, EMPTY, type Fields, sameFields } from './write-data.js';

/** What the CMS lacks of the piece: shared by the load (which sets it) and the saving (which reads it). */
export interface UnsavedText {
  /** The writer changed something the CMS does not have. */
  markChanged(): void;
  /** The CMS has `html` (after a load or a save); `clean`: and nothing else changed meanwhile. */
  markSaved(html: string, clean?: boolean): void;
  /** Whether the CMS lacks something: a changed field, or another text than `html`. */
  differs(html: string): boolean;
}

/** One tracker for the studio's lifetime. */
export function useUnsavedText(): UnsavedText {
  const [tracker] = useState<UnsavedText>(() => {
    let saved = '';
    let dirty = false;
    return {
      markChanged: () => {
        dirty = true;
      },
      markSaved: (html, clean = true) => {
        saved = html;
        if (clean) dirty = false;
      },
      differs: (html) => dirty || html !== saved,
    };
  });
  return tracker;
}

/**
 * Why the last save failed: the CMS refused (`failed`), could not be reached (`offline`), the
 * session ended (`session`: logged out in another tab, or expired), or the text is past the CMS's
 * length (`tooLong`: the writer shortens it; a retry as it is would be refused again).
 */
export type SaveError = '' | 'failed' | 'offline' | 'session' | 'tooLong';

export interface DraftSavingOptions {
  editorRef: RefObject<KathaEditor | null>;
  fields: Fields;
  /** The document being written; undefined until the first save creates it. */
  documentId: string | undefined;
  locale: Locale;
  /** The editor's local autosave key: cleared once the CMS has exactly what the writer sees. */
  autosaveKey: string;
  unsaved: UnsavedText;
  /** No saving by itself (the session ended: nothing would reach the CMS). */
  paused?: boolean;
  /** The CMS saved it (created on the first save); `published` when it was a publish. */
  onSaved: (article: Article, published: boolean) => void;
}

export interface DraftSaving {
  /** What is being saved now, if anything. */
  saving: '' | 'draft' | 'publish';
  /** When the CMS last saved (ms), or 0. */
  savedAt: number;
  saveError: SaveError;
  /**
   * Sends the editor's text and the fields to the CMS, as a draft or published; resolves with the
   * article, or null when there is no title yet or the save failed (the text stays, locally too).
   */
  save: (publish: boolean) => Promise<Article | null>;
}

const editorFields = (editor: KathaEditor): Fields => ({
  ...EMPTY,
  ...(editor.autosaveFields as Partial<Fields>),
});

/**
 * While the studio is open, a 401 signs out without going home (the spec's flow elsewhere): the
 * studio stays, says the session ended and offers to log in again.
 */
export function useSessionEndHere(): void {
  useEffect(() => {
    const previous = onUnauthorized(() => void logout());
    return () => {
      onUnauthorized(previous);
    };
  }, []);
}

/**
 * After a refused save: whether the session still reaches the CMS. A session that ended elsewhere
 * (logged out in another tab, expired) answers 403 as a visitor would, so a refusal alone does not
 * tell; `/users/me` does, and when it has ended, it ends here too. Unknown (offline): taken as alive.
 */
async function sessionAlive(): Promise<boolean> {
  try {
    await fetchFullUser();
    return true;
  } catch (error) {
    if (!(error instanceof KathaApiError) || (error.status !== 401 && error.status !== 403)) return true;
    // A 401 has signed out already (useSessionEndHere).
    if (error.status === 403) await logout();
    return false;
  }
}

/** A refused save: a 401 is a dead session; a 403 is one too when `/users/me` is refused as well. */
async function whyNotSaved(error: unknown): Promise<SaveError> {
  if (error instanceof KathaApiError && error.status === 401) return 'session';
  if (errorKey(error) === 'web-write.bodyTooLong') return 'tooLong';
  if (error instanceof KathaApiError && error.status === 403 && !(await sessionAlive())) return 'session';
  const unreachable = error instanceof TypeError || (error instanceof KathaApiError && error.status === 0);
  return navigator.onLine === false || unreachable ? 'offline' : 'failed';
}

/**
 * Saving a piece to the CMS: on demand, and as a draft every 30 seconds while something changed
 * (and when the connection returns). A published article's draft version changes then, not what
 * readers see (Strapi keeps both). A failed save keeps every word: the editor's local autosave
 * stays until the CMS has exactly what the writer sees.
 */
export function useDraftSaving({
  editorRef,
  fields,
  documentId,
  locale,
  autosaveKey,
  unsaved,
  paused = false,
  onSaved,
}: DraftSavingOptions): DraftSaving {
  const [saving, setSaving] = useState<DraftSaving['saving']>('');
  const [savedAt, setSavedAt] = useState(0);
  const [saveError, setSaveError] = useState<SaveError>('');
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const save = useCallback(
    async (publish: boolean): Promise<Article | null> => {
      const editor = editorRef.current;
      if (!editor || !fields.title.trim()) return null;
      editor.saveNow();
      const html = editor.value;
      const snapshot = { ...fields };
      setSaving(publish ? 'publish' : 'draft');
      setSaveError('');
      try {
        const data = {
          title: snapshot.title.trim(),
          subtitle: snapshot.subtitle.trim() || null,
          body: html,
          tags: joinTags(splitTags(snapshot.tags)) || null,
          featured_image: snapshot.image?.id ?? null,
          topic: snapshot.topic ? { documentId: snapshot.topic, locale } : null,
        };
        const query = { locale, ...(publish ? {} : { status: 'draft' as const }) };
        const article = dataOf(
          documentId
            ? await katha.PUT('/articles/{documentId}', {
                params: { path: { documentId }, query },
                body: { data },
              })
            : await katha.POST('/articles', { params: { query }, body: { data } }),
        ).data;
        // The CMS has it: the local copy goes, unless the writer typed on while it saved.
        const clean = editor.value === html && sameFields(editorFields(editor), snapshot);
        unsaved.markSaved(html, clean);
        if (clean) clearAutosave(autosaveKey);
        setSavedAt(Date.now());
        onSavedRef.current(article, publish);
        return article;
      } catch (error) {
        setSaveError(await whyNotSaved(error));
        return null;
      } finally {
        setSaving('');
      }
    },
    [autosaveKey, documentId, editorRef, fields, locale, unsaved],
  );

  const saveRef = useRef(save);
  saveRef.current = save;
  const stopped = paused || saveError === 'session';
  useEffect(() => {
    if (stopped) return;
    const tick = () => {
      const editor = editorRef.current;
      if (!editor || saving) return;
      if (unsaved.differs(editor.value) && navigator.onLine !== false) void saveRef.current(false);
    };
    const timer = setInterval(tick, CMS_AUTOSAVE_MS);
    window.addEventListener('online', tick);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', tick);
    };
  }, [editorRef, saving, stopped, unsaved]);

  return { saving, savedAt, saveError, save };
}
