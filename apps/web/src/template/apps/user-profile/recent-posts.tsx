import { KathaArticleList } from '@katha/react/article-list';
import type { Profile } from '@katha/sdk';
import type { CardArticle } from '@katha/ui/article-card';
import { IMAGE_ENDPOINT } from '../../../../shared/images.js';
import { useAsync } from '../../../lib/async.js';
import { useLoaderContext } from '../../../loaders.js';
import { useI18n } from '../../../state/locale.js';
import '../../../generated/messages/web-template-community.js';
import '../../../generated/messages/web-app.js';
import { blogDetailPath } from '../shared/community/links.js';
import { loadAuthorPosts } from './author-posts.js';

const hrefFor = (article: CardArticle) => blogDetailPath(article.slug ?? '');

/** The profile's three newest posts as the kit's cards, opening in the blog app. */
export function RecentPosts({ profile }: { profile: Profile }) {
  const { t, locale } = useI18n();
  const { client } = useLoaderContext();
  const posts = useAsync(
    () => loadAuthorPosts(client, { authorId: profile.documentId, locale, pageSize: 3 }),
    [client, profile.documentId, locale],
  );
  return (
    <section className="community__recent" aria-labelledby="community-recent">
      <h3 id="community-recent">{t('web-template-community.profile.recent')}</h3>
      <KathaArticleList
        articles={(posts.data?.data ?? []) as unknown as readonly CardArticle[]}
        hrefFor={hrefFor}
        loading={posts.status === 'loading'}
        error={posts.status === 'error'}
        layout="grid"
        imageEndpoint={IMAGE_ENDPOINT}
        headingLevel={4}
        hideActions
        errorMessage={t('web-app.errorBody')}
        emptyHeading={t('web-template-community.profile.noPostsHeading')}
        emptyMessage={t('web-template-community.profile.noPostsMessage')}
        onKathaRetry={posts.reload}
      />
    </section>
  );
}
