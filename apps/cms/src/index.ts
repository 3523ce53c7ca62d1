import type { Core } from '@strapi/strapi';
import { ensureAdminAccount } from './bootstrap/admin';
import { ensureAccountMailLinks, routeMailToLog } from './bootstrap/dev-mailbox';
import { ensureLocales } from './bootstrap/locales';
import { ensureRolesAndPermissions } from './bootstrap/permissions';
import { runSeed } from './bootstrap/seed';
import { ensureDevOAuthProvider, registerDevOAuthProvider } from './bootstrap/social';
import { holdStartupLock } from './bootstrap/startup-lock';
import { keySessionSecret, subscribeSessionEndings } from './extensions/users-permissions/sessions';
import { articleSaveMiddleware } from './lifecycles/article';
import { authorAccessMiddleware } from './lifecycles/author-access';
import { userProfileMiddleware } from './lifecycles/user-profile';
import { disableStrapiCors } from './middlewares/partner-cors';
import { ensureArticleSearch, subscribeArticleSearch } from './utils/article-search';
import { subscribeQueryCapture } from './utils/query-shapes';
import { responseCache, subscribeCacheInvalidation } from './utils/response-cache';
import { connectSharedState } from './utils/shared-state';

/** Redis (KATHA_REDIS_URL), connected at register, before the first request counts a limit. */
let shared: ReturnType<typeof connectSharedState>;
/** On PostgreSQL, held from register to the end of bootstrap: one instance sets the database up at a time. */
let startup: Awaited<ReturnType<typeof holdStartupLock>>;

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    startup = await holdStartupLock(strapi);
    strapi.documents.use(articleSaveMiddleware(strapi));
    strapi.documents.use(userProfileMiddleware(strapi));
    strapi.documents.use(authorAccessMiddleware(strapi));
    registerDevOAuthProvider(strapi);
    keySessionSecret(strapi);
    disableStrapiCors(strapi);
    shared = connectSharedState(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    routeMailToLog(strapi);
    // Database lifecycles: the record of a shape's queries (first: it keeps them as the document
    // service made them), search conditions through the text index, cache invalidation on writes.
    subscribeQueryCapture(strapi);
    subscribeArticleSearch(strapi);
    subscribeCacheInvalidation(strapi, responseCache, shared && ((scope) => shared?.publish(scope, [])));
    await subscribeSessionEndings(strapi);
    await ensureArticleSearch(strapi);
    await ensureLocales(strapi);
    await ensureRolesAndPermissions(strapi);
    await ensureAccountMailLinks(strapi);
    await ensureDevOAuthProvider(strapi);
    await ensureAdminAccount(strapi);
    await runSeed(strapi);
    await startup?.release();
  },
  async destroy() {
    await shared?.close();
  },
};
