import { KathaAvatar } from '@katha/react/avatar';
import { KathaChip } from '@katha/react/chip';
import { KathaEmptyState } from '@katha/react/empty-state';
import type { Article } from '@katha/sdk';
import { ARTICLE_IMAGE_SIZES, imageSources, smallImageUrl } from '../../../../shared/images.js';
import { useAsync } from '../../../lib/async.js';
import { loadArticle, useLoaderContext } from '../../../loaders.js';
import { Comments } from '../../../parts/comments.js';
import { ErrorState } from '../../../parts/error-state.js';
import { Loading } from '../../../parts/loading.js';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import type { TemplatePageProps } from '../../shared/registry.js';
import '../../../generated/messages/web-template-community.js';
import { AppLink } from '../../shared/app-link.js';
import { BLOG_POSTS_PATH, profilePath } from '../shared/community/links.js';
import { COMMUNITY_STYLES } from '../shared/community/styles.js';

/**
 * /apps/blog/detail/{slug}: one post of the blog app from the CMS (the site's loadArticle: the
 * reader's language first, else any language that has the slug), its body sanitized as the site's
 * article page sanitizes it, and its comments in the site's own thread (reading, and posting when
 * signed in). An unknown slug says so.
 */
export default function BlogDetail({ params }: TemplatePageProps) {
  const slug = params.slug ?? '';
  const { locale } = useI18n();
  const context = useLoaderContext();
  const post = useAsync(() => loadArticle({ slug, locale, profileId: null }, context), [slug, locale]);

  return (
    <div className="template-page community">
      <style>{COMMUNITY_STYLES}</style>
      <BackToPosts />
      {post.data ? (
        <Post article={post.data.article} body={post.data.body} />
      ) : post.status === 'error' ? (
        <ErrorState onRetry={post.reload} />
      ) : post.status === 'loading' ? (
        <Loading variant="text" count={3} />
      ) : (
        <MissingPost />
      )}
    </div>
  );
}

function BackToPosts() {
  const { t } = useI18n();
  return (
    <p className="community__back">
      <AppLink href={BLOG_POSTS_PATH}>{t('web-template-community.detail.back')}</AppLink>
    </p>
  );
}

function MissingPost() {
  const { t } = useI18n();
  usePageTitle(t('web-template-community.detail.missingHeading'));
  return (
    <>
      <h1>{t('web-template-community.detail.missingHeading')}</h1>
      <KathaEmptyState heading="" message={t('web-template-community.detail.missingMessage')}>
        <AppLink href={BLOG_POSTS_PATH}>{t('web-template-community.detail.allPosts')}</AppLink>
      </KathaEmptyState>
    </>
  );
}

function Post({ article, body }: { article: Article; body: string }) {
  const i18n = useI18n();
  usePageTitle(article.title ?? null);
  const image = article.featured_image;
  const sources = imageSources(image);
  const author = article.author;
  const name = author?.name || author?.username || '';
  return (
    <>
      <article className="template-card community__post" lang={article.locale}>
        <header className="community__post-head">
          {article.topic?.name ? <KathaChip>{article.topic.name}</KathaChip> : null}
          <h1>{article.title}</h1>
          {article.subtitle ? <p className="community__muted">{article.subtitle}</p> : null}
          <div className="community__byline" lang={i18n.locale}>
            {author ? (
              <>
                <KathaAvatar size="sm" name={name} alt="" src={smallImageUrl(author.profile_image, 32)} />
                <AppLink href={profilePath('profile', author.username)} lang={article.locale}>
                  {name}
                </AppLink>
              </>
            ) : null}
            {article.publishedAt ? (
              <time dateTime={article.publishedAt}>
                {i18n.formatDate(article.publishedAt, { dateStyle: 'long' })}
              </time>
            ) : null}
            {article.read_time ? <span>{i18n.formatReadTime(article.read_time)}</span> : null}
          </div>
        </header>
        {image ? (
          <img
            className="community__cover"
            src={sources?.src ?? image.url}
            srcSet={sources?.srcset || undefined}
            sizes={ARTICLE_IMAGE_SIZES}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            alt={article.image_alt || article.title || ''}
          />
        ) : null}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by loadArticle with the site's sanitize (useLoaderContext().sanitize) */}
        <div className="article__body community__body" dangerouslySetInnerHTML={{ __html: body }} />
      </article>
      {/* The site's thread, with its own "Comments" heading. */}
      <div className="template-card">
        <Comments article={article} />
      </div>
    </>
  );
}
