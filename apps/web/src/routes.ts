import { lazyRoute } from './lib/lazy-route.js';
import { paths } from './lib/paths.js';

export const HomePage = lazyRoute(() => import('./pages/home.js'));
export const SearchPage = lazyRoute(() => import('./pages/search.js'));
export const ArticlePage = lazyRoute(() => import('./pages/article.js'));
export const BookmarksPage = lazyRoute(() => import('./pages/bookmarks.js'));
export const ProfilePage = lazyRoute(() => import('./pages/profile.js'));
export const SubscriptionPage = lazyRoute(() => import('./pages/subscription.js'));
export const LoginPage = lazyRoute(() => import('./pages/login.js'));
export const ForgotPasswordPage = lazyRoute(() => import('./pages/forgot-password.js'));
export const ResetPasswordPage = lazyRoute(() => import('./pages/reset-password.js'));
export const SocialCallbackPage = lazyRoute(() => import('./pages/social-callback.js'));
export const WritePage = lazyRoute(() => import('./pages/write.js'));
export const MyArticlesPage = lazyRoute(() => import('./pages/my-articles.js'));
export const ContentStatsPage = lazyRoute(() => import('./pages/content-stats.js'));
export const NotFoundPage = lazyRoute(() => import('./pages/not-found.js'));

/** The page a path opens, to preload before the first render. */
export function pageFor(pathname: string) {
  if (pathname === paths.home) return HomePage;
  if (pathname === paths.search) return SearchPage;
  if (pathname.startsWith('/core/article/')) return ArticlePage;
  if (pathname === paths.bookmarks) return BookmarksPage;
  if (pathname === paths.profile) return ProfilePage;
  if (pathname === paths.subscription) return SubscriptionPage;
  if (pathname === paths.login) return LoginPage;
  if (pathname === paths.forgotPassword) return ForgotPasswordPage;
  if (pathname === paths.resetPassword) return ResetPasswordPage;
  if (pathname.startsWith(paths.socialCallbackPrefix)) return SocialCallbackPage;
  if (pathname.startsWith('/core/write/')) return WritePage;
  if (pathname === paths.myArticles) return MyArticlesPage;
  if (pathname === paths.contentStats) return ContentStatsPage;
  return NotFoundPage;
}
