import { KathaAvatar } from '@katha/react/avatar';
import { KathaEmptyState } from '@katha/react/empty-state';
import { KathaTextField } from '@katha/react/text-field';
import { KathaToggleButton } from '@katha/react/toggle-button';
import { bioFor, includesProfile, type Profile, toggleFollow } from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { smallImageUrl } from '../../../../shared/images.js';
import { useAsync } from '../../../lib/async.js';
import { useLoaderContext } from '../../../loaders.js';
import { ErrorState } from '../../../parts/error-state.js';
import { Loading } from '../../../parts/loading.js';
import { useI18n } from '../../../state/locale.js';
import { profileIdAtom, refreshUser, userAtom } from '../../../state/session.js';
import '../../../generated/messages/web-template-community.js';
import { AppLink } from '../../shared/app-link.js';
import { profilePath } from '../shared/community/links.js';
import { loadPeople } from './profile-data.js';

interface ToggleEvent extends CustomEvent<{ pressed: boolean; waitUntil(p: Promise<unknown>): void }> {}

/**
 * Followers (who follow the profile) or friends (whom it follows) as cards: picture, name, bio,
 * a link to their profile and, for a signed-in reader, the kit's follow toggle (aria-pressed),
 * saved with the site's follow call; a search box filters the cards by name or username.
 */
export function People({ people, kind }: { people: readonly Profile[]; kind: 'followers' | 'friends' }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { client } = useLoaderContext();
  const user = useAtomValue(userAtom);
  const profileId = useAtomValue(profileIdAtom);
  const [query, setQuery] = useState('');
  const ids = people.map((person) => person.documentId);
  const cards = useAsync(() => loadPeople(client, ids), [client, ids.join(',')]);
  const term = query.trim().toLocaleLowerCase(i18n.locale);
  const shown = useMemo(
    () =>
      (cards.data ?? []).filter((person) =>
        [person.name, person.username].some((text) => text?.toLocaleLowerCase(i18n.locale).includes(term)),
      ),
    [cards.data, term, i18n.locale],
  );

  if (cards.status === 'error' && !cards.data) return <ErrorState onRetry={cards.reload} />;
  if (!cards.data) return <Loading variant="text" count={2} />;
  if (!cards.data.length)
    return (
      <KathaEmptyState
        headingLevel={3}
        heading={t(`web-template-community.people.${kind}.emptyHeading`)}
        message={t(`web-template-community.people.${kind}.emptyMessage`)}
      />
    );
  return (
    <div className="community__people">
      <KathaTextField
        type="search"
        label={t(`web-template-community.people.${kind}.search`)}
        value={query}
        onInput={(event) => setQuery(event.currentTarget.value)}
      />
      <p className="community__count" role="status">
        {t('web-template-community.people.count', { count: shown.length })}
      </p>
      {shown.length ? (
        <ul className="community__cards">
          {shown.map((person) => {
            const name = person.name || person.username || '';
            const bio = bioFor(person, i18n.locale);
            return (
              <li key={person.documentId} className="template-card community__person">
                <KathaAvatar size="md" name={name} alt="" src={smallImageUrl(person.profile_image, 48)} />
                <div className="community__person-text">
                  <h3>
                    <AppLink href={profilePath('profile', person.username)}>{name}</AppLink>
                  </h3>
                  <p className="community__muted">
                    <bdi>@{person.username}</bdi>
                  </p>
                  {bio ? (
                    <p className="community__bio" lang={bio.locale}>
                      {bio.text}
                    </p>
                  ) : null}
                </div>
                {profileId && person.documentId !== profileId ? (
                  <KathaToggleButton
                    kind="follow"
                    pressed={includesProfile(user?.profile?.following, person.documentId)}
                    onKathaToggle={(event: ToggleEvent) =>
                      event.detail.waitUntil(
                        toggleFollow(client, profileId, person.documentId, !event.detail.pressed).then(
                          refreshUser,
                        ),
                      )
                    }
                  />
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <KathaEmptyState
          headingLevel={3}
          heading={t('web-template-community.people.noMatchHeading')}
          message={t('web-template-community.people.noMatchMessage', { query: query.trim() })}
        />
      )}
    </div>
  );
}
