import type { KathaEditor } from '@katha/editor';
import { clearAutosave } from '@katha/editor/autosave';
import type { Locale } from '@katha/i18n/core';
import { type Article, dataOf, joinTags, KathaApiError, splitTags } from '@katha/sdk';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { katha } from './client.js';
import { CMS_AUTOSAVE_MS, EMPTY, type Fields, sameFields } from './write-data.js';

export interface DraftSavingOptions {
  editorRef: RefObject<KathaEditor | null>;
  fields: Fields;
  /** The document being written; undefined until the first save creates it. */
  documentId: string | undefined;
  locale: Locale;
  /** The editor's local autosave key: cleared once the CMS has exactly what the writer sees. */
  autosaveKey: string;
  /** The CMS saved it (created on the first save); `published` when it was a publish. */
  onSaved: (article: Article, published: boolean) => void;
}

export interface DraftSaving {
  /** What is being saved now, if anything. */
  saving: '' | 'draft' | 'publish';
  /** When the CMS last saved (ms), or 0. */
  savedAt: number;
  /** Why the last save failed: the CMS refused (`failed`) or could not be reached (`offline`). */
  saveError: '' | 'failed' | 'offline';
  /**
   * Sends the editor's text and the fields to the CMS, as a draft or published; resolves with the
   * article, or null when there is no title yet or the save failed (the text stays, locally too).
   */
  save: (publish: boolean) => Promise<Article | null>;
  /** The writer changed something the CMS does not have. */
  markChanged: () => void;
  /** The CMS has this text (after a load): nothing is unsaved. */
  markSaved: (html: string) => void;
}

const editorFields = (editor: KathaEditor): Fields => ({
  ...EMPTY,
  ...(editor.autosaveFields as Partial<Fields>),
});

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
  onSaved,
}: DraftSavingOptions): DraftSaving {
  const [saving, setSaving] = useState<DraftSaving['saving']>('');
  const [savedAt, setSavedAt] = useState(0);
  const [saveError, setSaveError] = useState<DraftSaving['saveError']>('');
  /** The text the CMS has; changed fields set `dirty`. */
  const savedHtml = useRef('');
  const dirty = useRef(false);
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
        savedHtml.current = html;
        // The CMS has it: the local copy goes, unless the writer typed on while it saved.
        if (editor.value === html && sameFields(editorFields(editor), snapshot)) {
          clearAutosave(autosaveKey);
          dirty.current = false;
        }
        setSavedAt(Date.now());
        onSavedRef.current(article, publish);
        return article;
      } catch (error) {
        const unreachable =
          error instanceof TypeError || (error instanceof KathaApiError && error.status === 0);
        setSaveError(navigator.onLine === false || unreachable ? 'offline' : 'failed');
        return null;
      } finally {
        setSaving('');
      }
    },
    [autosaveKey, documentId, editorRef, fields, locale],
  );

  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const tick = () => {
      const editor = editorRef.current;
      if (!editor || saving) return;
      const changed = dirty.current || editor.value !== savedHtml.current;
      if (changed && navigator.onLine !== false) void saveRef.current(false);
    };
    const timer = setInterval(tick, CMS_AUTOSAVE_MS);
    window.addEventListener('online', tick);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', tick);
    };
  }, [editorRef, saving]);

  const markChanged = useCallback(() => {
    dirty.current = true;
  }, []);
  const markSaved = useCallback((html: string) => {
    savedHtml.current = html;
    dirty.current = false;
  }, []);

  return { saving, savedAt, saveError, save, markChanged, markSaved };
}
