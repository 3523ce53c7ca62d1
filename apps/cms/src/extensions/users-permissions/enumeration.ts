import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Ctx } from '../../utils/owner';

type Handler = (ctx: Ctx) => Promise<unknown>;

interface UserService {
  validatePassword(password: string, hash: string): Promise<boolean>;
  ensureHashedPasswords(values: { password: string }): Promise<{ password: string }>;
}

/**
 * The local account a sign-in identifier names, looked up as users-permissions' sign-in does (the
 * email lower-cased, or the username as sent). The sign-in limit counts per this account
 * (src/middlewares/rate-limit.ts), so its username and its email share one count.
 */
export const localAccount = async (
  strapi: Core.Strapi,
  identifier: string,
): Promise<{ id: number; password?: string | null } | null> =>
  strapi.db.query('plugin::users-permissions.user').findOne({
    select: ['id', 'password'],
    where: { provider: 'local', $or: [{ email: identifier.toLowerCase() }, { username: identifier }] },
  });

/** What a sign-in's password check needs: the account's hash, the check, a hash of no account's. */
export interface PasswordWork {
  hashOf(identifier: string): Promise<string | null | undefined>;
  verify(password: string, hash: string): Promise<boolean>;
  dummyHash(): Promise<string>;
}

/**
 * Whether the identifier names an account with a password. When it does not, the password is
 * checked against a hash of no account's all the same: a sign-in takes the same bcrypt work for an
 * unknown identifier as for a real account, so its time does not tell them apart.
 */
export const namesAccount = async (work: PasswordWork, identifier: string, password: string) => {
  const hash = await work.hashOf(identifier);
  if (hash) return true;
  await work.verify(password, await work.dummyHash());
  return false;
};

/** The plugin's own hashing and check, with a dummy hash made once, at the model's rounds. */
const passwordWork = (strapi: Core.Strapi): PasswordWork => {
  const users = () => strapi.plugin('users-permissions').service('user') as UserService;
  let dummy: Promise<string> | undefined;
  return {
    hashOf: async (identifier) => (await localAccount(strapi, identifier))?.password,
    verify: (password, hash) => users().validatePassword(password, hash),
    dummyHash: () => {
      dummy ??= users()
        .ensureHashedPasswords({ password: randomBytes(24).toString('hex') })
        .then(({ password }) => password);
      return dummy;
    },
  };
};

/**
 * `POST /auth/local`: an unknown identifier answers as a wrong password does, after the same
 * bcrypt work (users-permissions answers it before any). Other providers go on as they were.
 */
export const signInWithEqualWork = (strapi: Core.Strapi, callback: Handler): Handler => {
  const work = passwordWork(strapi);
  return async (ctx) => {
    const provider = (ctx.params as { provider?: string } | undefined)?.provider ?? 'local';
    const body = (ctx.request as { body?: Record<string, unknown> }).body;
    const { identifier, password } = body ?? {};
    if (provider === 'local' && typeof identifier === 'string' && typeof password === 'string') {
      if (!(await namesAccount(work, identifier, password)))
        throw new errors.ValidationError('Invalid identifier or password');
    }
    return callback(ctx);
  };
};

/**
 * `POST /auth/forgot-password`: answers `{ ok: true }` at once for any email, and finds the account,
 * stores the reset token and sends the mail once the answer is out, so the answer's time does not say
 * whether the address has an account (users-permissions answered an unknown one before any work).
 * A body without an email string is the plugin's to refuse, as before.
 */
export const forgotPasswordInBackground =
  (strapi: Core.Strapi, forgotPassword: Handler): Handler =>
  async (ctx) => {
    const body = (ctx.request as { body?: Record<string, unknown> }).body;
    if (typeof body?.email !== 'string') return forgotPassword(ctx);
    // What the plugin's handler reads of the request, detached from this one; it runs once the
    // answer is out ('close': sent or abandoned), so its work does not delay the answer either.
    const detached = { request: { body: { ...body } }, state: { ...ctx.state }, send: () => {} };
    ctx.res.once('close', () => {
      forgotPassword(detached as unknown as Ctx).catch((error: unknown) => {
        // Not an email address: nothing to send, as for an unknown one.
        if (error instanceof errors.ValidationError) return;
        strapi.log.error(`forgot-password: ${error instanceof Error ? error.message : String(error)}`);
      });
    });
    ctx.body = { ok: true };
  };
