import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaSearchBox } from '@katha/react/search-box';
import { buildArticleSearchQuery, dataOf } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { useLocation, useSearch } from 'wouter';
import { useAsync } from '../lib/async.js';
import { katha } from '../lib/client.js';
import { searchPath } from '../lib/paths.js';
import { ArticleList } from '../parts/article-list.js';
import { usePageTitle } from '../parts/page-title.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { profileIdAtom } from '../state/session.js';

/** `/core/search?key=…`: title, body, author name and tags; an empty key searches nothing. */
export default function SearchPage() {
  const { t } = useI18n();
  const key = new URLSearchParams(useSearch()).get('key')?.trim() ?? '';
  usePageTitle(key ? t('web-search.titleFor', { key }) : t('web-search.title'));
  const locale = useAtomValue(localeAtom);
  const profileId = useAtomValue(profileIdAtom);
  const [, navigate] = useLocation();
  const results = useAsync(async () => {
    const query = buildArticleSearchQuery(key, { locale, profileId });
    if (!query) return null;
    const data = dataOf(await katha.GET('/articles', { params: { query } }));
    return data.data;
  }, [key, locale, profileId]);

  return (
    <section className="search-page" aria-labelledby="search-heading">
      <h1 id="search-heading" className="section-title">
        {key ? t('web-search.titleFor', { key }) : t('web-search.title')}
      </h1>
      <div className="search-page__box">
        <KathaSearchBox
          alwaysVisible
          value={key}
          onKathaSearch={(event: CustomEvent<{ key: string }>) => navigate(searchPath(event.detail.key))}
        />
      </div>
      {results.status === 'ready' && !results.data ? (
        <KathaEmptyState heading={t('web-search.promptHeading')} message={t('web-search.promptMessage')} />
      ) : (
        <>
          {results.data ? (
            <p className="muted" role="status">
              {t('web-search.count', { count: results.data.length })}
            </p>
          ) : null}
          <ArticleList
            articles={results.data ?? []}
            loading={results.status === 'loading'}
            error={results.status === 'error'}
            emptyHeading={t('web-search.noneHeading')}
            emptyMessage={t('web-search.noneMessage', { key })}
            onRetry={results.reload}
            onChanged={results.reload}
          />
        </>
      )}
    </section>
  );
}
