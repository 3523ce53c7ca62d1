import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaSearchBox } from '@katha/react/search-box';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { katha } from '../lib/client.js';
import { searchPath } from '../lib/paths.js';
import { loadSearch, searchData } from '../loaders.js';
import { usePageTitle } from '../parts/page-title.js';
import { PagedArticles } from '../parts/paged-articles.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { useRouteData } from '../state/route-data.js';
import { profileIdAtom } from '../state/session.js';
import '../generated/messages/web-search.js';

/** `/core/search?key=…`: title, body, author name and tags; an empty key searches nothing. */
export default function SearchPage() {
  const { t } = useI18n();
  const key = new URLSearchParams(useSearch()).get('key')?.trim() ?? '';
  usePageTitle(key ? t('web-search.titleFor', { key }) : t('web-search.title'));
  const locale = useAtomValue(localeAtom);
  const profileId = useAtomValue(profileIdAtom);
  const [, navigate] = useLocation();
  // The first page of results as the server rendered it (src/loaders.ts: loadSearch), for this reader.
  const first = useRouteData(searchData, { key, locale, profileId });
  const [firstQuery] = useState(`${key}|${locale}|${profileId}`);

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
      {key ? (
        <PagedArticles
          key={`${key}|${locale}|${profileId}`}
          firstPage={firstQuery !== `${key}|${locale}|${profileId}` ? undefined : (first ?? undefined)}
          load={async (page) =>
            (await loadSearch({ key, locale, profileId, page }, { client: katha })) ?? { data: [], meta: {} }
          }
          summary={(total) => (
            <p className="muted" role="status">
              {t('web-search.count', { count: total })}
            </p>
          )}
          emptyHeading={t('web-search.noneHeading')}
          emptyMessage={t('web-search.noneMessage', { key })}
        />
      ) : (
        <KathaEmptyState heading={t('web-search.promptHeading')} message={t('web-search.promptMessage')} />
      )}
    </section>
  );
}
