import { lazy } from 'react';
import type { TemplatePageProps, TemplatePages } from '../shared/registry.js';

// Each app loads with its own routes only: the blog's listing, its detail, and the user profile's pages.
const BlogPosts = lazy(() => import('../apps/blog/post.js'));
const BlogDetail = lazy(() => import('../apps/blog/detail.js'));
const ProfileApp = lazy(() => import('../apps/user-profile/profile-app.js'));

// One component per page (not made by a function: React would remount it on every render).
const ProfilePage = (props: TemplatePageProps) => <ProfileApp tab="profile" {...props} />;
const FollowersPage = (props: TemplatePageProps) => <ProfileApp tab="followers" {...props} />;
const FriendsPage = (props: TemplatePageProps) => <ProfileApp tab="friends" {...props} />;
const GalleryPage = (props: TemplatePageProps) => <ProfileApp tab="gallery" {...props} />;

/** The pages of the apps over Katha's real articles and people (/apps/blog/*, /apps/user-profile/*), by the patterns of ./paths.ts. */
export const COMMUNITY_PAGES: TemplatePages = {
  '/apps/blog/post': BlogPosts,
  '/apps/blog/detail/:slug': BlogDetail,
  '/apps/user-profile/profile': ProfilePage,
  '/apps/user-profile/followers': FollowersPage,
  '/apps/user-profile/friends': FriendsPage,
  '/apps/user-profile/gallery': GalleryPage,
};
