/** The app's routes (spec section 2), in one place. */
export const paths = {
  home: '/',
  search: '/core/search',
  write: '/core/write/new',
  profile: '/core/profile/me',
  myArticles: '/core/my-articles',
  bookmarks: '/core/bookmarks',
  contentStats: '/core/content-stats',
  subscription: '/core/subscription',
  terms: '/terms',
  article: (slug: string) => `/core/article/${encodeURIComponent(slug)}`,
  login: '/auth/auth2/login-option',
  forgotPassword: '/auth/auth2/forgot-password',
  resetPassword: '/auth/auth2/reset-password',
  /** Followed by the provider: `/auth/auth2/callback/google?access_token=…`. */
  socialCallbackPrefix: '/auth/auth2/callback/',
} as const;

/** The editor on an existing article, in a locale (a locale it lacks yet starts its translation). */
export const editArticlePath = (documentId: string, locale: string) =>
  `/core/write/${encodeURIComponent(documentId)}?locale=${encodeURIComponent(locale)}`;

export const searchPath = (key: string) => `${paths.search}?key=${encodeURIComponent(key)}`;

/** The sign-in page, remembering where to come back to. */
export const loginPath = (returnTo: string) =>
  returnTo && returnTo !== paths.login ? `${paths.login}?next=${encodeURIComponent(returnTo)}` : paths.login;

/** A return path from a query string, only if it is a path of this site (never `//host` or a URL). */
export function safeReturnPath(value: string | null | undefined): string {
  return value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : paths.home;
}
