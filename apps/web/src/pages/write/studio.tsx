import type { ImageUploadDetail, KathaEditor as KathaEditorElement } from '@katha/editor';
import { KathaEditor } from '@katha/editor/react';
import type { Locale } from '@katha/i18n/core';
import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaApiError, type User } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { editArticlePath, loginPath, paths } from '../../lib/paths.js';
import { uploadWithProgress } from '../../lib/upload.js';
import { useDraftSaving, useSessionEndHere, useUnsavedText } from '../../lib/use-draft-saving.js';
import { autosaveKeyOf, rememberResume } from '../../lib/write-data.js';
import { ErrorState } from '../../parts/error-state.js';
import { Loading } from '../../parts/loading.js';
import { localeAtom, useI18n } from '../../state/locale.js';
import { Archive } from './archive.js';
import { ArticleFields } from './article-fields.js';
import { FeaturedImage } from './featured-image.js';
import { MARK, withLanguage } from './language-mark.js';
import { RestoreOffer } from './restore-offer.js';
import { SaveBar } from './save-bar.js';
import { SourcePanel } from './source-panel.js';
import { Translations } from './translations.js';
import { useStudioArticle, useStudioDocument, useStudioLocale } from './use-studio-article.js';
import '../../generated/messages/web-write.js';

/** An image the writer put in the text: uploaded with its progress, then inserted. */
function uploadInline(event: CustomEvent<ImageUploadDetail>) {
  const { file, progress, resolve, waitUntil } = event.detail;
  waitUntil(
    uploadWithProgress(file, progress).then((media) =>
      resolve({ url: media.url, alt: media.alternativeText || file.name }),
    ),
  );
}

/**
 * The studio of a signed-in writer, in a chunk of its own: Quill touches `document` when it loads,
 * so the editor loads in the browser only, and the server renders the page for a visitor
 * (write.tsx: the sign-in prompt), which never needs it.
 */
export default function Studio({
  documentId: routeId,
  user,
  signedIn,
}: {
  documentId?: string;
  user: User;
  signedIn: boolean;
}) {
  const { t } = useI18n();
  const locale = useStudioLocale(useAtomValue(localeAtom));
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { documentId, loadId, created, adopt } = useStudioDocument(routeId);
  const key = autosaveKeyOf(user.id, documentId, locale);
  const editorRef = useRef<KathaEditorElement>(null);
  const unsaved = useUnsavedText();
  const article = useStudioArticle({ routeId, loadId, locale, autosaveKey: key, editorRef, unsaved });
  const { state, fields, status } = article;
  const saving = useDraftSaving({
    editorRef,
    fields,
    documentId,
    locale,
    autosaveKey: key,
    unsaved,
    paused: !signedIn,
    onSaved: (saved, published) => {
      article.saved(saved, published);
      if (!documentId) {
        adopt(saved.documentId);
        navigate(editArticlePath(saved.documentId, locale), { replace: true });
      }
    },
  });
  useSessionEndHere();
  const sessionEnded = !signedIn || saving.saveError === 'session';

  const publish = async () => {
    const published = await saving.save(true);
    if (published?.slug) navigate(paths.article(published.slug));
  };
  /** To the login page and back to this piece, whose local draft is then restored. */
  const logInAgain = () => {
    editorRef.current?.saveNow();
    rememberResume(key);
    navigate(loginPath(search ? `${location}?${search}` : location));
  };

  const loaded = state.status === 'ready' || state.data;
  const source = state.data?.source ?? null;
  const translating = Boolean(source && !state.data?.article && !created);
  const have = useMemo(() => new Set<Locale>([...(state.data?.locales ?? []), locale]), [state.data, locale]);

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

      {article.offer ? (
        <RestoreOffer offer={article.offer} onRestore={article.restore} onDiscard={article.discard} />
      ) : null}

      {!loaded ? <Loading variant="text" count={4} /> : null}

      <div className="write__grid" hidden={!loaded}>
        {translating && source ? <SourcePanel source={source} /> : null}

        <form className="write__form" onSubmit={(event) => event.preventDefault()}>
          <ArticleFields
            fields={fields}
            topics={state.data?.topics ?? []}
            locale={locale}
            onChange={article.update}
            onLocale={(next) =>
              navigate(documentId ? editArticlePath(documentId, next) : `${paths.write}?locale=${next}`)
            }
          />
          <FeaturedImage image={fields.image} onChange={(image) => article.update({ image })} />

          <KathaEditor
            ref={editorRef}
            autosaveKey={key}
            contentLang={locale}
            autosaveFields={fields}
            data-testid="editor"
            onKathaEditorChange={unsaved.markChanged}
            onKathaImageUpload={uploadInline}
          />

          <SaveBar
            saving={saving}
            hasTitle={Boolean(fields.title.trim())}
            sessionEnded={sessionEnded}
            onSave={() => void saving.save(false)}
            onPublish={() => void publish()}
            onLogIn={logInAgain}
          />
        </form>
      </div>

      {documentId && loaded ? (
        <section className="write__more">
          <Translations
            documentId={documentId}
            locale={locale}
            have={have}
            translating={translating}
            slug={status === 'published' && article.slug ? article.slug : null}
          />
          <Archive
            documentId={documentId}
            locale={locale}
            draftOnly={status === 'draft'}
            autosaveKey={key}
            hidden={translating}
          />
        </section>
      ) : null}
    </div>
  );
}
