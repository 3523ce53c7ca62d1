import type { KathaEditor } from '@katha/editor';
import { type AutosaveRecord, clearAutosave, readAutosave } from '@katha/editor/autosave';
import { isLocale, type Locale } from '@katha/rules';
import type { Article } from '@katha/sdk';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { useAsync } from '../../lib/async.js';
import type { UnsavedText } from '../../lib/use-draft-saving.js';
import { EMPTY, type Fields, fieldsOf, loadForEditor, sameFields, takeResume } from '../../lib/write-data.js';

/** The locale being written: the route's `?locale=`, else the interface's. */
export function useStudioLocale(uiLocale: Locale): Locale {
  const asked = new URLSearchParams(useSearch()).get('locale');
  return isLocale(asked) ? asked : uiLocale;
}

/**
 * The document being written: the route's, or the one the first save created (the route then
 * changes to it without a reload: `loadId` stays undefined for it).
 */
export function useStudioDocument(routeId: string | undefined) {
  const [documentId, setDocumentId] = useState(routeId);
  const created = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (routeId !== created.current) setDocumentId(routeId);
  }, [routeId]);
  const adopt = (id: string) => {
    created.current = id;
    setDocumentId(id);
  };
  return {
    documentId,
    /** The document to load: the route's, unless the studio created it. */
    loadId: routeId && routeId === created.current ? undefined : routeId,
    /** Whether this studio created the document (its first save). */
    created: Boolean(created.current),
    adopt,
  };
}

interface StudioArticleOptions {
  routeId: string | undefined;
  loadId: string | undefined;
  locale: Locale;
  autosaveKey: string;
  editorRef: RefObject<KathaEditor | null>;
  unsaved: UnsavedText;
}

/**
 * The piece in the form: loaded from the CMS (with its topics, locales and a translation's
 * original), its fields, status and slug, and a local draft that differs from it, offered back
 * with its time (or restored at once when the writer comes back from logging in again).
 */
export function useStudioArticle({
  routeId,
  loadId,
  locale,
  autosaveKey,
  editorRef,
  unsaved,
}: StudioArticleOptions) {
  const state = useAsync(() => loadForEditor(loadId, locale), [loadId, locale]);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [status, setStatus] = useState<'draft' | 'published'>('draft');
  const [slug, setSlug] = useState('');
  const [offer, setOffer] = useState<AutosaveRecord<Fields> | null>(null);

  const restoreDraft = (draft: AutosaveRecord<Fields>) => {
    const editor = editorRef.current;
    if (editor) {
      editor.value = draft.html;
      editor.autosaveFields = { ...draft.fields };
    }
    setFields({ ...EMPTY, ...draft.fields });
    unsaved.markChanged();
    setOffer(null);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a load finishes
  useEffect(() => {
    if (state.status !== 'ready' || loadId !== routeId) return;
    const { article, source } = state.data;
    const initial = fieldsOf(article, source);
    const html = article?.body ?? '';
    setFields(initial);
    setStatus(state.data.published ? 'published' : 'draft');
    setSlug(article?.slug ?? '');
    unsaved.markSaved(html);
    const editor = editorRef.current;
    if (editor) editor.value = html;
    const local = readAutosave<Fields>(autosaveKey);
    const normalized = editor ? editor.value : html;
    const differs =
      local && (local.html !== normalized || !sameFields({ ...EMPTY, ...local.fields }, initial));
    const resume = takeResume(autosaveKey);
    if (differs && resume) restoreDraft(local);
    else setOffer(differs ? local : null);
  }, [state.status, state.data]);

  return {
    state,
    fields,
    status,
    slug,
    /** A local draft that differs from the CMS's text, offered back. */
    offer,
    update: (patch: Partial<Fields>) => {
      unsaved.markChanged();
      setFields((current) => ({ ...current, ...patch }));
    },
    restore: () => {
      if (offer) restoreDraft(offer);
    },
    discard: () => {
      clearAutosave(autosaveKey);
      setOffer(null);
    },
    /** The CMS saved it. */
    saved: (article: Article, published: boolean) => {
      setSlug(article.slug ?? '');
      if (published) setStatus('published');
    },
  };
}
