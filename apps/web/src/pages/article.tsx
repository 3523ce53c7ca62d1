import { LOCALE_NAMES, type Locale } from '@katha/i18n/core';
import { KathaAvatar } from '@katha/react/avatar';
import { KathaButton } from '@katha/react/button';
import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaToast } from '@katha/react/toast';
import type { Article } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ARTICLE_IMAGE_SIZES, imageSources, smallImageUrl } from '../../shared/images.js';
import { useAsync } from '../lib/async.js';
import { paths, searchPath } from '../lib/paths.js';
import { useReadingEvents } from '../lib/reading.js';
import { shareArticle } from '../lib/share.js';
import { articleData, loadArticle, useLoaderContext } from '../loaders.js';
import { ErrorState } from '../parts/error-state.js';
import { Loading } from '../parts/loading.js';
import { usePageTitle } from '../parts/page-title.js';
import { WhenNear } from '../parts/when-near.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { useRouteData } from '../state/route-data.js';
import { profileIdAtom } from '../state/session.js';
import '../generated/messages/web-article.js';

/**
 * What follows the text (actions, author, comments, more stories): its code loads, and it renders,
 * once the reader gets near the end of the text (at once for a short one).
 */
const ArticleAfterText = lazy(() =>
  import('../parts/article-after.js').then((module) => ({ default: module.ArticleAfterText })),
);

export default function ArticlePage({ slug }: { slug: string }) {
  const locale = useAtomValue(localeAtom);
  const profileId = useAtomValue(profileIdAtom);
  const context = useLoaderContext();
  // The article as the server rendered it (src/loaders.ts: loadArticle), for this reader (a
  // signed-in reader's own view of it: liked, bookmarked).
  const first = useRouteData(articleData, { slug, locale, profileId });
  const article = useAsync(
    () => loadArticle({ slug, locale, profileId }, context),
    [slug, locale, profileId],
    first,
  );
  const [, navigate] = useLocation();

  // Switching the language while reading goes to the article's translation, when there is one.
  // (Arriving on an article in another language keeps it: a shared link opens what was shared.)
  const current = article.data;
  const previousLocale = useRef(locale);
  useEffect(() => {
    if (previousLocale.current === locale) return;
    previousLocale.current = locale;
    const translation = current?.article.localizations?.find((other) => other.locale === locale);
    if (translation?.slug) navigate(paths.article(translation.slug), { replace: true });
  }, [current, locale, navigate]);

  if (!current) {
    if (article.status === 'error') return <ErrorState onRetry={article.reload} />;
    if (article.status === 'loading') return <Loading variant="text" count={1} />;
    return <MissingArticle />;
  }
  return <ArticleView article={current.article} body={current.body} onChanged={article.reload} />;
}

function MissingArticle() {
  const { t } = useI18n();
  usePageTitle(t('web-article.missingHeading'));
  return (
    <KathaEmptyState heading={t('web-article.missingHeading')} message={t('web-article.missingMessage')} />
  );
}

function ArticleView({
  article,
  body,
  onChanged,
}: {
  article: Article;
  body: string;
  onChanged: () => void;
}) {
  const i18n = useI18n();
  usePageTitle(article.title ?? null);

  // A view on opening, a read once the text was read (lib/reading.ts).
  const bodyRef = useRef<HTMLDivElement>(null);
  useReadingEvents(article, bodyRef);

  const image = article.featured_image;

  return (
    <div className="article-page">
      <article className="article" lang={article.locale}>
        <header className="article__header">
          <h1 className="article__title">{article.title}</h1>
          {article.subtitle ? <p className="article__subtitle">{article.subtitle}</p> : null}
          <Byline article={article}>
            <ShareButton article={article} />
          </Byline>
          {/* The interface's words (date, read time) in the interface's language, not the article's. */}
          <p className="article__meta" lang={i18n.locale}>
            {article.publishedAt ? (
              <span>{i18n.formatDate(article.publishedAt, { dateStyle: 'long' })}</span>
            ) : null}
            {article.read_time ? <span>{i18n.formatReadTime(article.read_time)}</span> : null}
          </p>
          <TranslationNotice article={article} />
        </header>
        {image ? (
          <img
            className="article__image"
            src={imageSources(image)?.src ?? image.url}
            srcSet={imageSources(image)?.srcset || undefined}
            sizes={ARTICLE_IMAGE_SIZES}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            // The article's own words: its per-locale alternative text, else its title (the file's
            // alternative text is shared by every language's article: it was the English title on
            // a Hindi or Kannada one).
            alt={article.image_alt || article.title || ''}
            fetchPriority="high"
          />
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the loader (loadArticle) */}
        <div ref={bodyRef} className="article__body" dangerouslySetInnerHTML={{ __html: body }} />
      </article>

      {/* One screen ahead, not 2,000 px: rendered at start, this part was about a third of the article's script at 4x CPU. */}
      <WhenNear margin="100%">
        <Suspense fallback={null}>
          <ArticleAfterText article={article} onChanged={onChanged} />
        </Suspense>
      </WhenNear>
    </div>
  );
}

/** The author at the top: picture and name, linking to their articles (the search by author). */
function Byline({ article, children }: { article: Article; children: ReactNode }) {
  const { t } = useI18n();
  const [, navigate] = useLocation();
  const author = article.author;
  if (!author) return <div className="article__meta article__byline">{children}</div>;
  const name = author.name || author.username || '';
  const href = searchPath(name);
  return (
    <div className="article__meta article__byline" lang={article.locale} data-testid="byline">
      <KathaAvatar size="sm" name={name} alt="" src={smallImageUrl(author.profile_image, 32)} />
      <a
        href={href}
        title={t('web-article.authorArticles', { name })}
        onClick={(event) => {
          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          navigate(href);
        }}
      >
        {name}
      </a>
      {children}
    </div>
  );
}

/**
 * An article opened in another language than the interface's: its translation in the
 * interface's language, when there is one, is offered at the top (not only after the text).
 */
function TranslationNotice({ article }: { article: Article }) {
  const { t, locale } = useI18n();
  const [, navigate] = useLocation();
  if (article.locale === locale) return null;
  const translation = article.localizations?.find((other) => other.locale === locale && other.slug);
  if (!translation?.slug) return null;
  const href = paths.article(translation.slug);
  return (
    <p className="translations" lang={locale} data-testid="translation-notice">
      <span>{t('web-article.alsoIn')}</span>
      <a
        href={href}
        hrefLang={locale}
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {LOCALE_NAMES[locale as Locale] ?? locale}
      </a>
    </p>
  );
}

/** Share: the system's share sheet where there is one, else the link copied, with a toast. */
function ShareButton({ article }: { article: Article }) {
  const { t, locale } = useI18n();
  const [toast, setToast] = useState<{ message: string; variant: 'success' | 'error' } | null>(null);
  const share = async () => {
    const { outcome, url } = await shareArticle(article, article.title ?? '');
    if (outcome === 'copied') setToast({ message: t('web-article.linkCopied'), variant: 'success' });
    if (outcome === 'failed') setToast({ message: t('web-article.copyFailed', { url }), variant: 'error' });
  };
  return (
    <span className="article__share" lang={locale}>
      <KathaButton type="button" variant="outlined" size="sm" onClick={() => void share()}>
        {t('web-article.share')}
      </KathaButton>
      <KathaToast
        open={toast !== null}
        message={toast?.message ?? ''}
        variant={toast?.variant ?? 'success'}
        onKathaToastClose={() => setToast(null)}
      />
    </span>
  );
}
