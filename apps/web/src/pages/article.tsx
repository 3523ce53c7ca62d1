import { KathaEmptyState } from '@katha/react/empty-state';
import type { Article } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ARTICLE_IMAGE_SIZES, imageSources } from '../../shared/images.js';
import { useAsync } from '../lib/async.js';
import { paths } from '../lib/paths.js';
import { useReadingEvents } from '../lib/reading.js';
import { type ArticleData, articleKey, loadArticle, useLoaderContext } from '../loaders.js';
import { ErrorState } from '../parts/error-state.js';
import { Loading } from '../parts/loading.js';
import { usePageTitle } from '../parts/page-title.js';
import { WhenNear } from '../parts/when-near.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { useRouteData } from '../state/route-data.js';
import { profileIdAtom } from '../state/session.js';
import '@katha/i18n/messages/web-article';

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
  // The article as the server rendered it (src/loaders.ts: loadArticle); a signed-in reader's
  // own view of it (liked, bookmarked) is loaded once they are known.
  const first = useRouteData<ArticleData | null>(articleKey(slug, locale));
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
          {/* The interface's words (date, read time) in the interface's language, not the article's. */}
          <p className="article__meta" lang={i18n.locale}>
            {article.publishedAt ? (
              <span>{i18n.formatDate(article.publishedAt, { dateStyle: 'long' })}</span>
            ) : null}
            {article.read_time ? <span>{i18n.formatReadTime(article.read_time)}</span> : null}
          </p>
        </header>
        {image ? (
          <img
            className="article__image"
            src={imageSources(image)?.src ?? image.url}
            srcSet={imageSources(image)?.srcset || undefined}
            sizes={ARTICLE_IMAGE_SIZES}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            alt={image.alternativeText ?? ''}
            fetchPriority="high"
          />
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the loader (loadArticle) */}
        <div ref={bodyRef} className="article__body" dangerouslySetInnerHTML={{ __html: body }} />
      </article>

      <WhenNear>
        <Suspense fallback={null}>
          <ArticleAfterText article={article} onChanged={onChanged} />
        </Suspense>
      </WhenNear>
    </div>
  );
}
