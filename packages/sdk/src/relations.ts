import { dataOf, type KathaClient } from './client.js';
import type { Locale } from './constants.js';
import type { Profile } from './types.js';

type ToManyField = 'liked_articles' | 'bookmarked_articles' | 'following';

/** An article to like or bookmark: give its locale, since relations are per locale in Strapi v5. */
export interface ArticleRef {
  documentId: string;
  locale?: Locale;
}

async function setOnOwnProfile(
  client: KathaClient,
  profileId: string,
  field: ToManyField,
  target: string | { documentId: string; locale?: Locale },
  on: boolean,
): Promise<Profile> {
  const change = on ? { connect: [target] } : { disconnect: [target] };
  const result = await client.PUT('/profiles/{documentId}', {
    params: { path: { documentId: profileId } },
    body: { data: { [field]: change } },
  });
  return dataOf(result).data;
}

function articleTarget(article: ArticleRef) {
  return article.locale ? { documentId: article.documentId, locale: article.locale } : article.documentId;
}

/**
 * Like or unlike an article from the own profile: connects when `liked` is false, disconnects when true.
 * Returns the new state; refresh the article afterwards to show the new count.
 */
export async function toggleLike(
  client: KathaClient,
  profileId: string,
  article: ArticleRef,
  liked: boolean,
): Promise<boolean> {
  await setOnOwnProfile(client, profileId, 'liked_articles', articleTarget(article), !liked);
  return !liked;
}

/** Bookmark or un-bookmark an article from the own profile. Returns the new state. */
export async function toggleBookmark(
  client: KathaClient,
  profileId: string,
  article: ArticleRef,
  bookmarked: boolean,
): Promise<boolean> {
  await setOnOwnProfile(client, profileId, 'bookmarked_articles', articleTarget(article), !bookmarked);
  return !bookmarked;
}

/** Follow or unfollow an author (profile documentId) from the own profile. Returns the new state. */
export async function toggleFollow(
  client: KathaClient,
  profileId: string,
  authorId: string,
  following: boolean,
): Promise<boolean> {
  await setOnOwnProfile(client, profileId, 'following', authorId, !following);
  return !following;
}

/** Whether a profile is in a populated relation (`liked_by`, `bookmarked_by`, `followed_by`...). */
export function includesProfile(
  profiles: readonly { documentId: string }[] | undefined,
  profileId: string | null | undefined,
): boolean {
  return !!profileId && !!profiles?.some((profile) => profile.documentId === profileId);
}
