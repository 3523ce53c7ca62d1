import { randomBytes } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { errors, validateYupSchema, yup } from '@strapi/utils';
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
 * Runs `handler` once the answer is out ('close': sent or abandoned) with what it reads of the
 * request, detached from this one, so neither its work nor its time shows in the answer. A
 * ValidationError (not an email address) is nothing to send, as for an unknown address. An
 * ApplicationError is a state the caller is not told of (the plugin's "Already confirmed", "User
 * blocked"), or a mail the plugin could not send ("Error sending confirmation email"): the log says
 * which, since nobody else will. Anything else is an error, logged as one.
 */
const afterAnswer = (strapi: Core.Strapi, ctx: Ctx, name: string, handler: Handler, body: object) => {
  const detached = { request: { body: { ...body } }, state: { ...ctx.state }, send: () => {} };
  ctx.res.once('close', () => {
    handler(detached as unknown as Ctx).catch((error: unknown) => {
      if (error instanceof errors.ValidationError) return;
      const message = `${name}: ${error instanceof Error ? error.message : String(error)}`;
      if (error instanceof errors.ApplicationError) strapi.log.warn(message);
      else strapi.log.error(message);
    });
  });
};

/**
 * `POST /auth/forgot-password` and `POST /auth/send-email-confirmation`: answer `{ ok: true }` at once
 * for any email, and find the account and send the mail once the answer is out, so the answer's time
 * does not say whether the address has an account (users-permissions answered an unknown one before
 * any work, and told a confirmed account from an unconfirmed one). A body without an email string is
 * the plugin's to refuse, as before.
 */
export const mailInBackground =
  (strapi: Core.Strapi, name: string, handler: Handler): Handler =>
  async (ctx) => {
    const body = (ctx.request as { body?: Record<string, unknown> }).body;
    if (typeof body?.email !== 'string') return handler(ctx);
    afterAnswer(strapi, ctx, name, handler, body);
    ctx.body = { ok: true };
  };

const USER = 'plugin::users-permissions.user';

/** The site's page a mail about an account leads to (KATHA_PUBLIC_URL; see dev-mailbox.ts). */
export interface AccountMailLinks {
  signIn: string;
  forgotPassword: string;
}

/**
 * The mail to the owner of an address someone tried to register again: their account is there,
 * they can sign in or reset the password; nobody else learns of it.
 */
const tellOwner = async (strapi: Core.Strapi, email: string, links: AccountMailLinks) => {
  const text = [
    'Someone (perhaps you) tried to create a Katha account with this email address, which already has one.',
    `If it was you, sign in: ${links.signIn}`,
    `Forgot your password? Choose a new one: ${links.forgotPassword}`,
    'If it was not you, you can ignore this mail: nothing has changed.',
  ].join('\n\n');
  await strapi.plugin('email').service('email').send({ to: email, subject: 'Your Katha account', text });
};

/**
 * `POST /auth/local/register` (issue 28, finding 8a): a taken username is refused (usernames are
 * public: profiles and the username-available call show them), but a new email and a taken one get
 * the same answer at once, `{ ok: true }` ("check your inbox"). After the answer, a new address gets
 * its account, unconfirmed, and the plugin's confirmation mail (`email_confirmation`, set at start
 * by dev-mailbox.ts); a taken one gets a mail to its owner instead, after the same bcrypt work. The
 * checks the plugin makes of the body before its lookups (allowed keys, email format, bcrypt's 72
 * bytes) are made here first, so a body the plugin would refuse is still refused in the answer.
 */
export const registerWithoutTelling =
  (strapi: Core.Strapi, register: Handler, links: () => Promise<AccountMailLinks>): Handler =>
  async (ctx) => {
    const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
    const allowed = [
      'username',
      'email',
      'password',
      ...((strapi.config.get('plugin::users-permissions.register.allowedFields') as string[] | undefined) ??
        []),
    ];
    const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
    if (unknown.length) throw new errors.ValidationError(`Invalid parameters: ${unknown.join(', ')}`);
    await validateYupSchema(
      yup.object({
        email: yup.string().email().required(),
        password: yup
          .string()
          .required()
          .test('bytes', 'Password must be less than 73 bytes', (value) =>
            value ? new TextEncoder().encode(value).length <= 72 : true,
          ),
      }),
    )(body);
    const username = String(body.username);
    const email = String(body.email).toLowerCase();
    const users = strapi.db.query(USER);
    // As the plugin's own conflict check reads a name: someone's username, or someone's email.
    if (await users.count({ where: { $or: [{ username }, { email: username }] } })) {
      throw new errors.ValidationError('This username is taken', { key: 'web-auth.usernameTaken' });
    }
    afterAnswer(
      strapi,
      ctx,
      'register',
      async (detached) => {
        const owner = await users.count({ where: { $or: [{ email }, { username: email }] } });
        if (!owner) return register(detached);
        // The password hashed all the same (and dropped): bcrypt holds the process as long as a new
        // account's does, so the time of a call sent just after does not tell the two apart.
        await (strapi.plugin('users-permissions').service('user') as UserService).ensureHashedPasswords({
          password: String(body.password),
        });
        return tellOwner(strapi, email, await links());
      },
      body,
    );
    ctx.body = { ok: true };
  };
