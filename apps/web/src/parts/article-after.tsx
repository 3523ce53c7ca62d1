import { LOCALE_NAMES, type Locale } from '@katha/i18n/core';
import { KathaAvatar } from '@katha/react/avatar';
import { KathaToggleButton } from '@katha/react/toggle-button';
import {
  type Article,
  bioFor,
  includesProfile,
  loadAuthorArticles,
  toggleBookmark,
  toggleFollow,
  toggleLike,
} from '@katha/sdk';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'wouter';
import { smallImageUrl } from '../../shared/images.js';
import { useAsync } from '../lib/async.js';
import { katha } from '../lib/client.js';
import { loginPath, paths } from '../lib/paths.js';
import { localeAtom, useI18n } from '../state/locale.js';
import { profileIdAtom, refreshUser, userAtom } from '../state/session.js';
import { ArticleList } from './article-list.js';
import { Loading } from './loading.js';
import { RecruitBanner } from './recruit-banner.js';
import '../generated/messages/web-article.js';

/** The comment thread is below the article: its code loads after the article is on screen. */
const Comments = lazy(() => import('../parts/comments.js').then((module) => ({ default: module.Comments })));

/** Like and bookmark: the toggle, the count it moves, the reader's own list of them, the call. */
const ACTIONS = [
  { kind: 'like', count: 'likes', by: 'liked_by', toggle: toggleLike },
  { kind: 'bookmark', count: 'bookmarks', by: 'bookmarked_by', toggle: toggleBookmark },
] as const;

/** Below the text: like and bookmark, the author, translations, the banner, comments, more. */
export function ArticleAfterText({ article, onChanged }: { article: Article; onChanged: () => void }) {
  const { t } = useI18n();
  const locale = useAtomValue(localeAtom);
  const user = useAtomValue(userAtom);
  const profileId = useAtomValue(profileIdAtom);
  const [location, navigate] = useLocation();
  const author = article.author;
  // The author's bio in the interface's language, else one in another language (its lang on the element).
  const bio = bioFor(author, locale);
  const ref = { documentId: article.documentId, locale: article.locale };
  const translations = (article.localizations ?? []).filter((other) => other.slug && other.locale);
  const following = includesProfile(user?.profile?.following, author?.documentId);

  /** Toggles need a signed-in reader: a visitor goes to sign in (and comes back here). */
  const withProfile = (
    detail: { waitUntil(promise: Promise<unknown>): void },
    run: (id: string) => Promise<unknown>,
  ) => {
    if (!profileId) {
      detail.waitUntil(Promise.reject(new Error('signed out')));
      navigate(loginPath(location));
      return;
    }
    detail.waitUntil(run(profileId));
  };

  // The reader's own like or bookmark moves the count at once (until the article is loaded again
  // with the CMS's count); a failed one moves it back.
  const [own, setOwn] = useState({ of: article, likes: 0, bookmarks: 0 });
  const moved = own.of === article ? own : { likes: 0, bookmarks: 0 };
  const counts = {
    likes: Math.max(0, (article.likes ?? 0) + moved.likes),
    bookmarks: Math.max(0, (article.bookmarks ?? 0) + moved.bookmarks),
  };
  const move = (kind: 'likes' | 'bookmarks', by: number) =>
    setOwn((previous) => {
      const base = previous.of === article ? previous : { of: article, likes: 0, bookmarks: 0 };
      return { ...base, [kind]: base[kind] + by };
    });
  const optimistic = (kind: 'likes' | 'bookmarks', pressed: boolean, save: () => Promise<unknown>) => {
    const by = pressed ? 1 : -1;
    move(kind, by);
    return save().then(onChanged, (error: unknown) => {
      move(kind, -by);
      throw error;
    });
  };

  return (
    <>
      <div className="article__actions">
        {ACTIONS.map(({ kind, count, by, toggle }) => (
          <span className="article__action" key={kind}>
            <KathaToggleButton
              kind={kind}
              pressed={includesProfile(article[by], profileId)}
              onKathaToggle={(event: CustomEvent) =>
                withProfile(event.detail, (id) =>
                  optimistic(count, event.detail.pressed, () =>
                    toggle(katha, id, ref, !event.detail.pressed),
                  ),
                )
              }
            />
            <span className="article__count" data-count={count}>
              {t(`web-article.${count}`, { count: counts[count] })}
            </span>
          </span>
        ))}
      </div>

      {author ? (
        <section className="author" aria-label={t('web-article.aboutAuthor')}>
          <KathaAvatar
            name={author.name || author.username || ''}
            src={smallImageUrl(author.profile_image, 48)}
          />
          <div className="author__text">
            <p className="author__name">{author.name || author.username}</p>
            {bio ? (
              <p className="author__bio" lang={bio.locale}>
                {bio.text}
              </p>
            ) : null}
          </div>
          {author.documentId !== profileId ? (
            <KathaToggleButton
              kind="follow"
              pressed={following}
              onKathaToggle={(event: CustomEvent) =>
                withProfile(event.detail, (id) =>
                  toggleFollow(katha, id, author.documentId, !event.detail.pressed).then(refreshUser),
                )
              }
            />
          ) : null}
        </section>
      ) : null}

      {translations.length ? (
        <nav className="translations" aria-label={t('web-article.translations')}>
          <span>{t('web-article.alsoIn')}</span>
          {translations.map((other) => (
            <a
              key={other.locale}
              href={paths.article(other.slug!)}
              hrefLang={other.locale}
              lang={other.locale}
              onClick={(event) => {
                event.preventDefault();
                navigate(paths.article(other.slug!));
              }}
            >
              {LOCALE_NAMES[other.locale as Locale] ?? other.locale}
            </a>
          ))}
        </nav>
      ) : null}

      <RecruitBanner />
      <Suspense fallback={<Loading variant="text" count={2} />}>
        <Comments article={article} />
      </Suspense>
      <MoreFromAuthor article={article} />
    </>
  );
}

function MoreFromAuthor({ article }: { article: Article }) {
  const { t } = useI18n();
  const locale = useAtomValue(localeAtom);
  const profileId = useAtomValue(profileIdAtom);
  const authorId = article.author?.documentId;
  const more = useAsync(async () => {
    if (!authorId) return null;
    return loadAuthorArticles(katha, {
      authorId,
      topicId: article.topic?.documentId ?? null,
      excludeIds: [article.documentId],
      locale,
      profileId,
    });
  }, [authorId, article.documentId, locale, profileId]);
  return (
    <section className="more-from" aria-labelledby="more-heading">
      <h2 id="more-heading" className="section-title">
        {more.data?.source === 'author'
          ? t('web-article.moreFromAuthor')
          : more.data?.source === 'topic'
            ? t('web-article.moreOnTopic')
            : t('web-article.moreTrending')}
      </h2>
      <ArticleList
        layout="list"
        articles={more.data?.articles ?? []}
        loading={more.status === 'loading'}
        error={more.status === 'error'}
        onRetry={more.reload}
        onChanged={more.reload}
      />
    </section>
  );
}
