import '@katha/editor';
import type { ImageUploadDetail, KathaEditor } from '@katha/editor';
import { type AutosaveRecord, clearAutosave, readAutosave } from '@katha/editor/autosave';
import { isLocale, LOCALE_NAMES, type Locale } from '@katha/i18n/core';
import { KathaButton } from '@katha/react/button';
import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaTextField } from '@katha/react/text-field';
import { KathaApiError, LOCALES, type User } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { type DetailedHTMLProps, type HTMLAttributes, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAsync } from '../lib/async.js';
import { katha } from '../lib/client.js';
import { editArticlePath, paths } from '../lib/paths.js';
import { useSanitizedHtml } from '../lib/sanitize.js';
import { uploadWithProgress } from '../lib/upload.js';
import { refusalOf, UPLOAD_ACCEPT, type UploadRefusal } from '../lib/upload-check.js';
import { useDraftSaving } from '../lib/use-draft-saving.js';
import { EMPTY, type Fields, fieldsOf, loadForEditor, sameFields } from '../lib/write-data.js';
import { AuthorAccess } from '../parts/author-access.js';
import { ErrorState } from '../parts/error-state.js';
import { Loading } from '../parts/loading.js';
import { usePageTitle } from '../parts/page-title.js';
import { SignInRequired } from '../parts/sign-in-required.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { isWriterAtom, userAtom } from '../state/session.js';
import '@katha/i18n/messages/upload';
import '@katha/i18n/messages/web-write';
import './write.css';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'katha-editor': DetailedHTMLProps<HTMLAttributes<KathaEditor>, KathaEditor> & {
        'autosave-key'?: string;
        'autosave-interval'?: number;
        'content-lang'?: string;
      };
    }
  }
}

/** `/core/write/new` and `/core/write/:documentId?locale=…`: the writer studio. */
export default function WritePage({ documentId }: { documentId?: string }) {
  const { t } = useI18n();
  const user = useAtomValue(userAtom);
  const isWriter = useAtomValue(isWriterAtom);
  usePageTitle(documentId ? t('web-write.editTitle') : t('web-write.newTitle'));
  if (!user) return <SignInRequired />;
  if (!isWriter || !user.profile) {
    return (
      <section className="write-access">
        <KathaEmptyState
          heading={t('web-write.becomeWriter')}
          message={t('web-write.becomeWriterBody')}
          headingLevel={1}
        />
        {user.profile ? <AuthorAccess user={user} /> : null}
      </section>
    );
  }
  return <Studio documentId={documentId} user={user} />;
}

function Studio({ documentId: routeId, user }: { documentId?: string; user: User }) {
  const { t, formatDate } = useI18n();
  const uiLocale = useAtomValue(localeAtom);
  const search = useSearch();
  const [, navigate] = useLocation();
  const asked = new URLSearchParams(search).get('locale');
  const locale: Locale = isLocale(asked) ? asked : uiLocale;

  // The document being written: the route's, or the one the first save created (no reload then).
  const [documentId, setDocumentId] = useState(routeId);
  const created = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (routeId !== created.current) setDocumentId(routeId);
  }, [routeId]);
  const loadId = routeId && routeId === created.current ? undefined : routeId;

  const state = useAsync(() => loadForEditor(loadId, locale), [loadId, locale]);
  const key = `write:${user.id}:${documentId ?? 'new'}:${locale}`;
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [status, setStatus] = useState<'draft' | 'published'>('draft');
  const [slug, setSlug] = useState('');
  const [offer, setOffer] = useState<AutosaveRecord<Fields> | null>(null);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const [archiveError, setArchiveError] = useState(false);
  const [imageUpload, setImageUpload] = useState<number | null>(null);
  const [imageError, setImageError] = useState(false);
  const [imageRefusal, setImageRefusal] = useState<UploadRefusal>();
  const editorRef = useRef<KathaEditor>(null);
  const { saving, savedAt, saveError, save, markChanged, markSaved } = useDraftSaving({
    editorRef,
    fields,
    documentId,
    locale,
    autosaveKey: key,
    onSaved: (article, published) => {
      setSlug(article.slug ?? '');
      if (published) setStatus('published');
      if (!documentId) {
        created.current = article.documentId;
        setDocumentId(article.documentId);
        navigate(editArticlePath(article.documentId, locale), { replace: true });
      }
    },
  });

  // The loaded article fills the form; a local draft that differs from it is offered back with its time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when a load finishes
  useEffect(() => {
    if (state.status !== 'ready' || loadId !== routeId) return;
    const { article, source } = state.data;
    const initial = fieldsOf(article, source);
    const html = article?.body ?? '';
    setFields(initial);
    setStatus(state.data.published ? 'published' : 'draft');
    setSlug(article?.slug ?? '');
    markSaved(html);
    const editor = editorRef.current;
    if (editor) editor.value = html;
    const local = readAutosave<Fields>(key);
    const normalized = editor ? editor.value : html;
    setOffer(
      local && (local.html !== normalized || !sameFields({ ...EMPTY, ...local.fields }, initial))
        ? local
        : null,
    );
  }, [state.status, state.data]);

  // The fields go with every local draft.
  useEffect(() => {
    if (editorRef.current) editorRef.current.autosaveFields = { ...fields };
  }, [fields]);

  const update = (patch: Partial<Fields>) => {
    markChanged();
    setFields((current) => ({ ...current, ...patch }));
  };

  // The editor's events: text changes, images to upload.
  useEffect(() => {
    const editor = editorRef.current;
    if (!editor) return;
    const onChange = () => markChanged();
    const onImage = (event: CustomEvent<ImageUploadDetail>) => {
      const { file, progress, resolve, waitUntil } = event.detail;
      waitUntil(
        uploadWithProgress(file, progress).then((media) =>
          resolve({ url: media.url, alt: media.alternativeText || file.name }),
        ),
      );
    };
    editor.addEventListener('katha-editor-change', onChange);
    editor.addEventListener('katha-image-upload', onImage);
    return () => {
      editor.removeEventListener('katha-editor-change', onChange);
      editor.removeEventListener('katha-image-upload', onImage);
    };
  });

  const publish = async () => {
    const article = await save(true);
    if (article?.slug) navigate(paths.article(article.slug));
  };

  const archive = async () => {
    if (!documentId) return;
    setArchiveError(false);
    try {
      await katha.PUT('/articles/{documentId}', {
        params: {
          path: { documentId },
          query: { locale, ...(status === 'draft' ? { status: 'draft' } : {}) },
        },
        body: { data: { isArchive: true } },
      });
      clearAutosave(key);
      navigate(paths.myArticles);
    } catch {
      setArchiveError(true);
    }
  };

  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    setImageError(false);
    setImageRefusal(undefined);
    setImageUpload(0);
    try {
      const media = await uploadWithProgress(file, setImageUpload);
      update({ image: { id: media.id, url: media.url } });
    } catch (error) {
      setImageError(true);
      setImageRefusal(refusalOf(error));
    } finally {
      setImageUpload(null);
    }
  };

  const restore = () => {
    if (!offer) return;
    const editor = editorRef.current;
    if (editor) {
      editor.value = offer.html;
      editor.autosaveFields = { ...offer.fields };
    }
    setFields({ ...EMPTY, ...offer.fields });
    markChanged();
    setOffer(null);
  };

  const discard = () => {
    clearAutosave(key);
    setOffer(null);
  };

  const loaded = state.status === 'ready' || state.data;
  const source = state.data?.source ?? null;
  const sourceHtml = useSanitizedHtml(source?.body);
  const translating = Boolean(source && !state.data?.article && !created.current);
  const locales = useMemo(() => {
    const have = new Set<Locale>(state.data?.locales ?? []);
    have.add(locale);
    return { have, missing: LOCALES.filter((code) => !have.has(code)) };
  }, [state.data, locale]);

  if (state.status === 'error' && !state.data) {
    const missing =
      state.error instanceof KathaApiError && (state.error.status === 404 || state.error.status === 403);
    return missing ? (
      <KathaEmptyState heading={t('web-write.notFound')} headingLevel={1} />
    ) : (
      <ErrorState onRetry={state.reload} />
    );
  }

  const heading = translating
    ? withLanguage(t('web-write.translateTitle', { language: MARK }), locale)
    : documentId
      ? t('web-write.editTitle')
      : t('web-write.newTitle');

  return (
    <div className={`write ${translating ? 'write--translating' : ''}`}>
      <header className="write__head">
        <h1>{heading}</h1>
        <span className={`write__badge write__badge--${status}`}>
          {status === 'published' ? t('web-write.published') : t('web-write.draft')}
        </span>
      </header>

      {offer ? (
        <section className="write__notice" role="alert" data-testid="restore-draft">
          <strong>
            {t('web-write.restoreHeading', {
              time: formatDate(offer.savedAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </strong>
          <p>{t('web-write.restoreBody')}</p>
          <div className="write__actions">
            <KathaButton onClick={restore}>{t('web-write.restore')}</KathaButton>
            <KathaButton variant="text" onClick={discard}>
              {t('web-write.discard')}
            </KathaButton>
          </div>
        </section>
      ) : null}

      {!loaded ? <Loading variant="text" count={4} /> : null}

      <div className="write__grid" hidden={!loaded}>
        {translating && source ? (
          <aside className="write__source" lang={source.locale} aria-labelledby="write-source">
            <h2 id="write-source" lang={uiLocale}>
              {isLocale(source.locale)
                ? withLanguage(t('web-write.source', { language: MARK }), source.locale)
                : source.locale}
            </h2>
            <p className="write__source-title">{source.title}</p>
            {source.subtitle ? <p className="write__source-subtitle">{source.subtitle}</p> : null}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (useSanitizedHtml) */}
            <div className="write__source-body" dangerouslySetInnerHTML={{ __html: sourceHtml ?? '' }} />
          </aside>
        ) : null}

        <form className="write__form" onSubmit={(event) => event.preventDefault()}>
          <KathaTextField
            label={t('web-write.title')}
            value={fields.title}
            required
            maxlength={200}
            onInput={(event) => update({ title: event.currentTarget.value })}
          />
          <KathaTextField
            label={t('web-write.subtitle')}
            value={fields.subtitle}
            maxlength={300}
            onInput={(event) => update({ subtitle: event.currentTarget.value })}
          />
          <div className="write__row">
            <label className="write__field">
              <span>{t('web-write.topic')}</span>
              <select value={fields.topic} onChange={(event) => update({ topic: event.target.value })}>
                <option value="">{t('web-write.noTopic')}</option>
                {(state.data?.topics ?? []).map((topic) => (
                  <option key={topic.documentId} value={topic.documentId}>
                    {topic.name}
                  </option>
                ))}
              </select>
            </label>
            <label className="write__field">
              <span>{t('web-write.language')}</span>
              <select
                value={locale}
                onChange={(event) => {
                  const next = event.target.value as Locale;
                  navigate(documentId ? editArticlePath(documentId, next) : `${paths.write}?locale=${next}`);
                }}
              >
                {LOCALES.map((code) => (
                  <option key={code} value={code} lang={code}>
                    {LOCALE_NAMES[code]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <KathaTextField
            label={t('web-write.tags')}
            hint={t('web-write.tagsHint')}
            value={fields.tags}
            onInput={(event) => update({ tags: event.currentTarget.value })}
          />

          <fieldset className="write__image">
            <legend>{t('web-write.featuredImage')}</legend>
            {fields.image ? <img src={fields.image.url} alt="" /> : null}
            <div className="write__actions">
              <label className="write__file">
                <input
                  type="file"
                  accept={UPLOAD_ACCEPT}
                  onChange={(event) => void chooseImage(event.target.files?.[0])}
                />
                <span>{t('web-write.chooseImage')}</span>
              </label>
              {fields.image ? (
                <KathaButton variant="text" onClick={() => update({ image: null })}>
                  {t('web-write.removeImage')}
                </KathaButton>
              ) : null}
            </div>
            {imageUpload != null ? (
              <div role="status" className="write__progress">
                <span>{t('web-write.uploadingImage')}</span>
                <progress max={1} value={imageUpload} />
              </div>
            ) : null}
            {imageError ? (
              <p role="alert">
                {imageRefusal === 'upload.tooLarge'
                  ? t('upload.tooLarge')
                  : imageRefusal === 'upload.notAnImage'
                    ? t('upload.notAnImage')
                    : t('web-write.imageFailed')}
              </p>
            ) : null}
          </fieldset>

          <katha-editor ref={editorRef} autosave-key={key} content-lang={locale} data-testid="editor" />

          <div className="write__bar">
            <div className="write__status" aria-live="polite">
              {saving ? t('web-write.saving') : null}
              {!saving && saveError === 'failed' ? (
                <span role="alert" className="write__error">
                  {t('web-write.saveFailed')}{' '}
                  <KathaButton size="sm" variant="outlined" onClick={() => void save(false)}>
                    {t('web-write.retry')}
                  </KathaButton>
                </span>
              ) : null}
              {!saving && saveError === 'offline' ? (
                <span role="alert" className="write__error">
                  {t('web-write.offline')}{' '}
                  <KathaButton size="sm" variant="outlined" onClick={() => void save(false)}>
                    {t('web-write.retry')}
                  </KathaButton>
                </span>
              ) : null}
              {!saving && !saveError && savedAt
                ? t('web-write.savedDraft', { time: formatDate(savedAt, { timeStyle: 'short' }) })
                : null}
              {!fields.title.trim() ? <span className="write__hint">{t('web-write.needTitle')}</span> : null}
            </div>
            <div className="write__actions">
              <KathaButton
                variant="outlined"
                disabled={!fields.title.trim() || Boolean(saving)}
                loading={saving === 'draft'}
                onClick={() => void save(false)}
              >
                {t('web-write.saveDraft')}
              </KathaButton>
              <KathaButton
                disabled={!fields.title.trim() || Boolean(saving)}
                loading={saving === 'publish'}
                onClick={() => void publish()}
              >
                {t('web-write.publish')}
              </KathaButton>
            </div>
          </div>
        </form>
      </div>

      {documentId && loaded ? (
        <section className="write__more">
          <div className="write__translations">
            <h2>{t('web-write.translations')}</h2>
            <ul>
              {LOCALES.filter((code) => locales.have.has(code) && code !== locale).map((code) => (
                <li key={code}>
                  <a
                    lang={code}
                    href={editArticlePath(documentId, code)}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate(editArticlePath(documentId, code));
                    }}
                  >
                    {LOCALE_NAMES[code]}
                  </a>
                </li>
              ))}
            </ul>
            {locales.missing.length && !translating ? (
              <label className="write__field">
                <span>{t('web-write.translateInto')}</span>
                <select
                  value=""
                  onChange={(event) => {
                    if (event.target.value) navigate(editArticlePath(documentId, event.target.value));
                  }}
                >
                  <option value="">{t('web-write.translateInto')}</option>
                  {locales.missing.map((code) => (
                    <option key={code} value={code} lang={code}>
                      {LOCALE_NAMES[code]}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {status === 'published' && slug ? (
              <a
                href={paths.article(slug)}
                onClick={(event) => {
                  event.preventDefault();
                  navigate(paths.article(slug));
                }}
              >
                {t('web-write.view')}
              </a>
            ) : null}
          </div>
          <div className="write__archive" hidden={translating}>
            {confirmArchive ? (
              <div role="alertdialog" aria-label={t('web-write.archiveConfirm')}>
                <p>{t('web-write.archiveConfirm')}</p>
                <div className="write__actions">
                  <KathaButton onClick={() => void archive()}>{t('web-write.archiveYes')}</KathaButton>
                  <KathaButton variant="text" onClick={() => setConfirmArchive(false)}>
                    {t('web-write.cancel')}
                  </KathaButton>
                </div>
                {archiveError ? <p role="alert">{t('web-write.archiveFailed')}</p> : null}
              </div>
            ) : (
              <KathaButton variant="outlined" onClick={() => setConfirmArchive(true)}>
                {t('web-write.archive')}
              </KathaButton>
            )}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** Where a language's own name goes in a message, so it can carry its `lang` (and so its font). */
const MARK = '\u2063';

function withLanguage(message: string, code: Locale) {
  const [before, after = ''] = message.split(MARK);
  return (
    <>
      {before}
      <span lang={code}>{LOCALE_NAMES[code]}</span>
      {after}
    </>
  );
}
