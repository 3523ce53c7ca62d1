import type { Locale } from '@katha/i18n/core';
import { KathaEmptyState } from '@katha/react/empty-state';
import { type Article, buildArticleListQuery, dataOf, LOCALES } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'wouter';
import { ARTICLE_IMAGE_SIZES, imageSrcSet } from '../../shared/images.js';
import { takeServerArticle } from '../lib/article-data.js';
import { useAsync } from '../lib/async.js';
import { katha, tokenStore } from '../lib/client.js';
import { paths } from '../lib/paths.js';
import { loadSanitizer, useSanitizedHtml } from '../lib/sanitize.js';
import { ErrorState } from '../parts/error-state.js';
import { Loading } from '../parts/loading.js';
import { usePageTitle } from '../parts/page-title.js';
import { WhenNear } from '../parts/when-near.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { profileIdAtom } from '../state/session.js';
import '@katha/i18n/messages/web-article';

/**
 * What follows the text (actions, author, comments, more stories): its code loads, and it renders,
 * once the reader gets near the end of the text (at once for a short one).
 */
const ArticleAfterText = lazy(() =>
  import('../parts/article-after.js').then((module) => ({ default: module.ArticleAfterText })),
);

/** The article with this slug: in the reader's language first, else in whichever language has it. */
async function fetchArticle(slug: string, locale: Locale, profileId: string | null): Promise<Article | null> {
  const find = async (inLocale: Locale) => {
    const data = dataOf(
      await katha.GET('/articles', {
        params: {
          query: buildArticleListQuery({
            slug,
            locale: inLocale,
            profileId,
            listingRule: false,
            pageSize: 1,
          }),
        },
      }),
    );
    return data.data[0] ?? null;
  };
  const own = await find(locale);
  if (own) return own;
  const others = await Promise.all(LOCALES.filter((other) => other !== locale).map(find));
  return others.find(Boolean) ?? null;
}

export default function ArticlePage({ slug }: { slug: string }) {
  const locale = useAtomValue(localeAtom);
  const profileId = useAtomValue(profileIdAtom);
  const serverArticle = useMemo(() => takeServerArticle(slug), [slug]);
  // An article fetched here (not rendered by the server) needs the sanitizer: load it meanwhile.
  useEffect(() => {
    if (!serverArticle) void loadSanitizer();
  }, [serverArticle]);
  const article = useAsync(
    () => fetchArticle(slug, locale, profileId),
    [slug, locale, profileId],
    serverArticle,
  );
  const [, navigate] = useLocation();

  // The server's copy has no "liked by me": fetch the reader's view once they are known.
  const refreshedForProfile = useRef(false);
  useEffect(() => {
    if (serverArticle && profileId && !refreshedForProfile.current) {
      refreshedForProfile.current = true;
      article.reload();
    }
  }, [serverArticle, profileId, article.reload]);

  // Switching the language while reading goes to the article's translation, when there is one.
  // (Arriving on an article in another language keeps it: a shared link opens what was shared.)
  const current = article.data;
  const previousLocale = useRef(locale);
  useEffect(() => {
    if (previousLocale.current === locale) return;
    previousLocale.current = locale;
    const translation = current?.localizations?.find((other) => other.locale === locale);
    if (translation?.slug) navigate(paths.article(translation.slug), { replace: true });
  }, [current, locale, navigate]);

  if (!current) {
    if (article.status === 'error') return <ErrorState onRetry={article.reload} />;
    if (article.status === 'loading') return <Loading variant="text" count={1} />;
    return <MissingArticle />;
  }
  return <ArticleView article={current} onChanged={article.reload} />;
}

function MissingArticle() {
  const { t } = useI18n();
  usePageTitle(t('web-article.missingHeading'));
  return (
    <KathaEmptyState heading={t('web-article.missingHeading')} message={t('web-article.missingMessage')} />
  );
}

function ArticleView({ article, onChanged }: { article: Article; onChanged: () => void }) {
  const i18n = useI18n();
  usePageTitle(article.title ?? null);
  const body = useSanitizedHtml(article.body);

  // One read event per reading of this article in this language; remember it for after sign-in.
  const readKey = `${article.documentId}:${article.locale}`;
  const readSent = useRef<string | null>(null);
  useEffect(() => {
    if (readSent.current === readKey) return;
    readSent.current = readKey;
    if (article.slug) tokenStore.set('lastVisitedArticle', article.slug);
    void katha
      .POST('/articles/{documentId}/read', {
        params: { path: { documentId: article.documentId }, query: { locale: article.locale ?? 'en' } },
      })
      .catch(() => {
        // A lost read event is not the reader's problem.
      });
  }, [readKey, article.documentId, article.locale, article.slug]);

  const image = article.featured_image;

  return (
    <div className="article-page">
      <article className="article" lang={article.locale}>
        <header className="article__header">
          <h1 className="article__title">{article.title}</h1>
          {article.subtitle ? <p className="article__subtitle">{article.subtitle}</p> : null}
          <p className="article__meta">
            {article.publishedAt ? (
              <span>{i18n.formatDate(article.publishedAt, { dateStyle: 'long' })}</span>
            ) : null}
            {article.read_time ? <span>{i18n.formatReadTime(article.read_time)}</span> : null}
          </p>
        </header>
        {image ? (
          <img
            className="article__image"
            src={image.formats?.large?.url ?? image.url}
            srcSet={imageSrcSet(image)}
            sizes={ARTICLE_IMAGE_SIZES}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            alt={image.alternativeText ?? ''}
            fetchPriority="high"
          />
        ) : null}
        {body === undefined ? (
          <Loading variant="text" count={1} />
        ) : (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above (by the server or DOMPurify)
          <div className="article__body" dangerouslySetInnerHTML={{ __html: body }} />
        )}
      </article>

      <WhenNear>
        <Suspense fallback={null}>
          <ArticleAfterText article={article} onChanged={onChanged} />
        </Suspense>
      </WhenNear>
    </div>
  );
}
