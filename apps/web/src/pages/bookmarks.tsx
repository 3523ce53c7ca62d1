import { fetchBookmarkedArticles } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { katha } from '../lib/client.js';
import { usePageTitle } from '../parts/page-title.js';
import { PagedArticles } from '../parts/paged-articles.js';
import { SignInRequired } from '../parts/sign-in-required.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { profileIdAtom } from '../state/session.js';
import '../generated/messages/web-account.js';
import '../generated/messages/web-app.js';

/** The reader's bookmarked articles in the current language (`GET /articles/bookmarked`: the caller's own). */
export default function BookmarksPage() {
  const { t } = useI18n();
  usePageTitle(t('web-app.menuBookmarks'));
  const locale = useAtomValue(localeAtom);
  const profileId = useAtomValue(profileIdAtom);
  if (!profileId) return <SignInRequired />;
  return (
    <section aria-labelledby="bookmarks-heading">
      <h1 id="bookmarks-heading" className="section-title">
        {t('web-app.menuBookmarks')}
      </h1>
      <PagedArticles
        key={`${locale}|${profileId}`}
        load={(page) => fetchBookmarkedArticles(katha, { locale, profileId, page })}
        emptyHeading={t('web-account.noBookmarksHeading')}
        emptyMessage={t('web-account.noBookmarksMessage')}
      />
    </section>
  );
}
