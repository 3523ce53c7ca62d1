import { KathaAvatar } from '@katha/react/avatar';
import { KathaToggleButton } from '@katha/react/toggle-button';
import { dataOf, includesProfile, PAGE_SIZE, toggleFollow } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { smallImageUrl } from '../../shared/images.js';
import { useAsync } from '../lib/async.js';
import { katha } from '../lib/client.js';
import { loginPath, searchPath } from '../lib/paths.js';
import { useI18n } from '../state/locale.js';
import { profileIdAtom, refreshUser, userAtom } from '../state/session.js';
import { ErrorState } from './error-state.js';
import { Loading } from './loading.js';
import '../generated/messages/web-home.js';

interface ToggleEvent extends CustomEvent<{ pressed: boolean; waitUntil(p: Promise<unknown>): void }> {}

/** Authors (profiles with articles, 12 as spec section 9 says): follow them; their name searches their articles. */
export function Authors() {
  const { t } = useI18n();
  const user = useAtomValue(userAtom);
  const profileId = useAtomValue(profileIdAtom);
  const [location, navigate] = useLocation();
  const authors = useAsync(
    async () =>
      dataOf(
        await katha.GET('/profiles', {
          params: {
            query: {
              filters: { articles: { publishedAt: { $notNull: true } } },
              populate: { profile_image: true },
              pagination: { pageSize: PAGE_SIZE.authors },
              sort: ['name:asc'],
            },
          },
        }),
      ).data,
    [],
  );
  return (
    <section className="authors" aria-labelledby="authors-heading">
      <h2 id="authors-heading" className="section-title">
        {t('web-home.authors')}
      </h2>
      {authors.status === 'error' ? (
        <ErrorState onRetry={authors.reload} />
      ) : !authors.data ? (
        <Loading variant="text" count={2} />
      ) : (
        <ul className="authors__list">
          {authors.data.map((author) => {
            const name = author.name || author.username || '';
            return (
              <li key={author.documentId} className="authors__item">
                <KathaAvatar size="sm" name={name} src={smallImageUrl(author.profile_image, 32)} />
                <Link href={searchPath(name)} className="authors__name">
                  {name}
                </Link>
                {author.documentId === profileId ? null : (
                  <KathaToggleButton
                    kind="follow"
                    iconOnly
                    pressed={includesProfile(user?.profile?.following, author.documentId)}
                    onKathaToggle={(event: ToggleEvent) => {
                      if (!profileId) {
                        event.detail.waitUntil(Promise.reject(new Error('signed out')));
                        navigate(loginPath(location));
                        return;
                      }
                      event.detail.waitUntil(
                        toggleFollow(katha, profileId, author.documentId, !event.detail.pressed).then(
                          refreshUser,
                        ),
                      );
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
