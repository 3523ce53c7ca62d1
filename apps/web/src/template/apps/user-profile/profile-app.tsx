import { KathaAvatar } from '@katha/react/avatar';
import { KathaEmptyState } from '@katha/react/empty-state';
import { bioFor, type Profile } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { useSearch } from 'wouter';
import { smallImageUrl } from '../../../../shared/images.js';
import { useAsync } from '../../../lib/async.js';
import { useLoaderContext } from '../../../loaders.js';
import { ErrorState } from '../../../parts/error-state.js';
import { Loading } from '../../../parts/loading.js';
import { usePageTitle } from '../../../parts/page-title.js';
import { useI18n } from '../../../state/locale.js';
import { userAtom } from '../../../state/session.js';
import type { TemplatePageProps } from '../../shared/registry.js';
import '../../../generated/messages/web-template-community.js';
import { AppLink } from '../../shared/app-link.js';
import { PROFILE_TABS, type ProfileTab, profilePath } from '../shared/community/links.js';
import { COMMUNITY_STYLES } from '../shared/community/styles.js';
import { loadAuthorPosts } from './author-posts.js';
import { Gallery } from './gallery.js';
import { People } from './people.js';
import { loadSubject, SAMPLE_AUTHOR } from './profile-data.js';
import { RecentPosts } from './recent-posts.js';

/**
 * /apps/user-profile/{profile,followers,friends,gallery} (issue 17 §1): one profile over the real
 * CMS: `?u=<username>` if given, else the signed-in reader's own, else the sample author's public
 * profile (SAMPLE_AUTHOR); its header (cover, picture, name, stats) and the four pages as tabs.
 */
export default function ProfileApp({ tab }: TemplatePageProps & { tab: ProfileTab }) {
  const { t } = useI18n();
  usePageTitle(t(`web-template-community.profile.tab.${tab}`));
  const { client } = useLoaderContext();
  const user = useAtomValue(userAtom);
  const ownId = user?.profile?.documentId ?? null;
  const asked = new URLSearchParams(useSearch()).get('u');
  const subject = useAsync(
    () =>
      loadSubject(
        client,
        asked ? { username: asked } : ownId ? { documentId: ownId } : { username: SAMPLE_AUTHOR },
      ),
    [client, asked, ownId],
  );
  const profile = subject.data;
  // The tabs keep whose profile it is when one was asked for.
  const username = asked;

  return (
    <div className="template-page community">
      <style>{COMMUNITY_STYLES}</style>
      {profile ? (
        <>
          <ProfileHeader profile={profile} own={profile.documentId === ownId} />
          <nav className="community__tabs" aria-label={t('web-template-community.profile.tabsLabel')}>
            {PROFILE_TABS.map((item) => (
              <AppLink
                key={item}
                href={profilePath(item, username)}
                aria-current={item === tab ? 'page' : undefined}
              >
                {t(`web-template-community.profile.tab.${item}`)}
              </AppLink>
            ))}
          </nav>
          <section className="community__panel" aria-labelledby="community-tab-heading">
            <h2 id="community-tab-heading">{t(`web-template-community.profile.tab.${tab}`)}</h2>
            {tab === 'profile' ? <About profile={profile} /> : null}
            {tab === 'followers' ? <People people={profile.followed_by ?? []} kind="followers" /> : null}
            {tab === 'friends' ? <People people={profile.following ?? []} kind="friends" /> : null}
            {tab === 'gallery' ? <Gallery profile={profile} /> : null}
          </section>
        </>
      ) : (
        <>
          <h1>{t(`web-template-community.profile.tab.${tab}`)}</h1>
          {subject.status === 'error' ? (
            <ErrorState onRetry={subject.reload} />
          ) : subject.status === 'loading' ? (
            <Loading variant="text" count={2} />
          ) : (
            <KathaEmptyState
              heading={t('web-template-community.profile.missingHeading')}
              message={t('web-template-community.profile.missingMessage')}
            />
          )}
        </>
      )}
    </div>
  );
}

/** The cover, picture, name, whose profile this is, and the stats (posts, followers, following). */
function ProfileHeader({ profile, own }: { profile: Profile; own: boolean }) {
  const i18n = useI18n();
  const { t } = i18n;
  const user = useAtomValue(userAtom);
  const { client } = useLoaderContext();
  const name = profile.name || profile.username || '';
  const posts = useAsync(
    async () =>
      (await loadAuthorPosts(client, { authorId: profile.documentId, locale: i18n.locale, pageSize: 1 })).meta
        .pagination?.total ?? 0,
    [client, profile.documentId, i18n.locale],
  );
  // The reader's own follows change as they follow people here: counted from their session.
  const following = own ? (user?.profile?.following ?? profile.following) : profile.following;
  const stats: ['posts' | 'followers' | 'following', number | undefined][] = [
    ['posts', posts.data],
    ['followers', profile.followed_by?.length ?? 0],
    ['following', following?.length ?? 0],
  ];
  return (
    <header className="template-card community__header">
      <div className="community__cover-band" aria-hidden="true" />
      <div className="community__identity">
        <KathaAvatar size="lg" name={name} alt="" src={smallImageUrl(profile.profile_image, 96)} />
        <div>
          <h1>{name}</h1>
          <p className="community__muted">
            <bdi>@{profile.username}</bdi>
          </p>
        </div>
      </div>
      <p className="community__whose">
        {own
          ? t('web-template-community.profile.own')
          : user
            ? t('web-template-community.profile.public', { name })
            : t('web-template-community.profile.visitor', { name })}
      </p>
      <dl className="community__stats">
        {stats.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`web-template-community.profile.stat.${key}`)}</dt>
            <dd>{value === undefined ? '…' : i18n.formatNumber(value)}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}

/** The profile page's own tab: the bio (in the page's language where written) and recent posts. */
function About({ profile }: { profile: Profile }) {
  const i18n = useI18n();
  const { t } = i18n;
  const bio = bioFor(profile, i18n.locale);
  return (
    <div className="community__about">
      <div className="template-card">
        <h3>{t('web-template-community.profile.about')}</h3>
        {bio ? <p lang={bio.locale}>{bio.text}</p> : <p>{t('web-template-community.profile.noBio')}</p>}
        {profile.createdAt ? (
          <p className="community__muted">
            {t('web-template-community.profile.joined', {
              date: i18n.formatDate(profile.createdAt, { dateStyle: 'long' }),
            })}
          </p>
        ) : null}
      </div>
      <RecentPosts profile={profile} />
    </div>
  );
}
