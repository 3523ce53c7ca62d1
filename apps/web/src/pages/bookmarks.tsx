import { buildArticleListQuery, dataOf } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { useAsync } from '../lib/async.js';
import { katha } from '../lib/client.js';
import { ArticleList } from '../parts/article-list.js';
import { usePageTitle } from '../parts/page-title.js';
import { SignInRequired } from '../parts/sign-in-required.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { profileIdAtom } from '../state/session.js';

/** The reader's bookmarked articles in the current language. */
export default function BookmarksPage() {
  const { t } = useI18n();
  usePageTitle(t('web-app.menuBookmarks'));
  const locale = useAtomValue(localeAtom);
  const profileId = useAtomValue(profileIdAtom);
  const bookmarks = useAsync(async () => {
    if (!profileId) return [];
    const data = dataOf(
      await katha.GET('/articles', {
        params: {
          query: buildArticleListQuery({ locale, profileId, bookmarkedBy: profileId, listingRule: false }),
        },
      }),
    );
    return data.data;
  }, [locale, profileId]);

  if (!profileId) return <SignInRequired />;
  return (
    <section aria-labelledby="bookmarks-heading">
      <h1 id="bookmarks-heading" className="section-title">
        {t('web-app.menuBookmarks')}
      </h1>
      <ArticleList
        articles={bookmarks.data ?? []}
        loading={bookmarks.status === 'loading'}
        error={bookmarks.status === 'error'}
        emptyHeading={t('web-account.noBookmarksHeading')}
        emptyMessage={t('web-account.noBookmarksMessage')}
        onRetry={bookmarks.reload}
        onChanged={bookmarks.reload}
      />
    </section>
  );
}
