import { createSecretKey } from 'node:crypto';
import type { Core } from '@strapi/strapi';

/**
 * Sessions that end on the server (issue 28, finding 3). users-permissions runs in Strapi's `refresh`
 * mode (config/plugins.ts): every sign-in, registration, social callback and password change or reset
 * records a session in Strapi's session table (`admin::session`, origin `users-permissions`) and
 * answers an access token that names it. Strapi's `/auth/logout` deletes the caller's session (or,
 * with `scope: 'all'`, every one of theirs: "sign out everywhere"), and a password change or reset
 * deletes all of them before it issues the new one. But Strapi checks only an access token's
 * signature and expiry, so the token outlived its session; here every verification also asks the
 * session manager whether the session is still there. Blocking an account, or changing its password
 * in the admin panel, ends its sessions too.
 */

const ORIGIN = 'users-permissions';
const USER = 'plugin::users-permissions.user';
const SESSION = 'admin::session';

interface TokenPayload {
  id?: unknown;
  sessionId?: unknown;
}
type JwtService = Record<string, unknown> & { verify: (token: string) => Promise<TokenPayload> };
type JwtFactory = (context: { strapi: Core.Strapi }) => JwtService;

const sessions = (strapi: Core.Strapi) => strapi.sessionManager(ORIGIN);

const SECRET = 'plugin::users-permissions.jwtSecret';

/**
 * The readers' tokens are signed and checked (Strapi's session manager, through jsonwebtoken) with
 * the secret as a key object, made once. Given the string, jsonwebtoken tries it as a public key on
 * every call, fails, and only then makes the same secret key of it: 438 µs a check against 10 µs
 * (`node scripts/jwt-key-bench.mjs`). At register: the plugin's bootstrap hands the secret on.
 */
export const keySessionSecret = (strapi: Core.Strapi) => {
  const secret = strapi.config.get(SECRET);
  // The bytes jsonwebtoken makes of the string itself: tokens already issued stay valid.
  if (typeof secret === 'string') strapi.config.set(SECRET, createSecretKey(Buffer.from(secret)));
};

let endings = 0;
/**
 * How many times sessions were deleted in this process (logout, password, block, expiry): a cache of
 * who a bearer token is (the query guard's) is good only while this stays the same.
 */
export const sessionEndings = () => endings;

/**
 * The jwt service whose `verify` (behind `getToken`, so the route's authentication, the query guard
 * and the rate limiter's account alike) refuses a token whose session has ended.
 */
export const withLiveSessions =
  (factory: JwtFactory): JwtFactory =>
  (context) => {
    const service = factory(context);
    const { verify } = service;
    return {
      ...service,
      async verify(token: string) {
        const payload = await verify.call(service, token);
        const { sessionId } = payload;
        if (typeof sessionId !== 'string' || !(await sessions(context.strapi).isSessionActive(sessionId))) {
          throw new Error('Invalid token.');
        }
        return payload;
      },
    };
  };

/**
 * Database lifecycles: a user blocked or given a new password (the admin panel, or the password
 * calls before they issue the caller's new session) loses every session; any deleted session counts
 * as an ending for the callers' caches. Strapi looks a session up by its id on every call: the table
 * gets an index on it (Strapi declares none).
 */
export const subscribeSessionEndings = async (strapi: Core.Strapi) => {
  strapi.db.lifecycles.subscribe({
    models: [USER],
    async afterUpdate(event: { params: { data?: Record<string, unknown> }; result?: { id?: unknown } }) {
      const data = event.params.data ?? {};
      const id = event.result?.id;
      if (id === undefined || !(data.blocked === true || data.password)) return;
      await sessions(strapi).invalidateRefreshToken(String(id));
    },
  });
  strapi.db.lifecycles.subscribe({
    models: [SESSION],
    afterDelete() {
      endings += 1;
    },
    afterDeleteMany() {
      endings += 1;
    },
  });
  const { tableName } = strapi.db.metadata.get(SESSION);
  const schema = strapi.db.getSchemaName();
  await strapi.db.connection.raw('CREATE INDEX IF NOT EXISTS ?? ON ?? (session_id)', [
    `${tableName}_session_id_lookup`,
    schema ? `${schema}.${tableName}` : tableName,
  ]);
};
