/** The blog app's post page (/apps/blog/detail/:slug). */
export const blogDetailPath = (slug: string) => `/apps/blog/detail/${encodeURIComponent(slug)}`;

/** The blog app's listing. */
export const BLOG_POSTS_PATH = '/apps/blog/post';

export type ProfileTab = 'profile' | 'followers' | 'friends' | 'gallery';
export const PROFILE_TABS: readonly ProfileTab[] = ['profile', 'followers', 'friends', 'gallery'];

/** A page of the user-profile app; `username`: whose (else the signed-in reader's own, else the sample author's). */
export const profilePath = (tab: ProfileTab, username?: string | null) =>
  `/apps/user-profile/${tab}${username ? `?u=${encodeURIComponent(username)}` : ''}`;
