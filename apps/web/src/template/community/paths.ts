/** The route patterns of the apps over Katha's real articles and people (/apps/blog/*, /apps/user-profile/*): src/routes.ts routes them to ./pages.tsx. */
export const COMMUNITY_PATHS: readonly string[] = [
  '/apps/blog/post',
  '/apps/blog/detail/:slug',
  '/apps/user-profile/profile',
  '/apps/user-profile/followers',
  '/apps/user-profile/friends',
  '/apps/user-profile/gallery',
];
