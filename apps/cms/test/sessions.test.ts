/**
 * Sessions end on the server (issue 28, finding 3): a token stops answering once its session ends,
 * whether the user signed out (here or everywhere), changed or reset the password, or staff blocked
 * the account (src/extensions/users-permissions/sessions.ts).
 */
import { KeyObject } from 'node:crypto';
import { createRequire } from 'node:module';
import { waitForMail } from '@katha/tools/accounts';
import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { keySessionSecret } from '../src/extensions/users-permissions/sessions';
import { admin, api, register } from './api';

const PASSWORD = 'Secret#123';

const registerAccount = () => register('session');

/** Another sign-in of the same account (another browser, another device): its own session. */
const signIn = async (identifier: string, password = PASSWORD): Promise<string> => {
  const { status, body } = await api.post('/auth/local', { identifier, password });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.jwt;
};

const meStatus = async (jwt: string) => (await api.get('/users/me', jwt)).status;

const resetCodeFor = async (email: string): Promise<string> =>
  (await waitForMail(email, /code=([a-f0-9]+)/))[1]!;

describe('sessions end on the server', () => {
  it('logout ends the session it is called with, and only that one', async () => {
    const account = await registerAccount();
    const other = await signIn(account.email);
    expect(await meStatus(account.jwt)).toBe(200);

    const out = await api.post('/auth/logout', {}, account.jwt);
    expect(out.status, JSON.stringify(out.body)).toBe(200);

    expect(await meStatus(account.jwt)).toBe(401);
    // Nor does the ended token count as the account anywhere else (the query guard's caller, the
    // rate limiter's account): a signed-in-only call is refused too.
    expect((await api.get('/notifications/unread-count', account.jwt)).status).toBe(401);
    expect(await meStatus(other)).toBe(200);
  });

  it('sign out everywhere ends every session of the account', async () => {
    const account = await registerAccount();
    const laptop = await signIn(account.email);
    const phone = await signIn(account.email);

    const out = await api.post('/auth/logout', { scope: 'all' }, phone);
    expect(out.status, JSON.stringify(out.body)).toBe(200);

    for (const jwt of [account.jwt, laptop, phone]) expect(await meStatus(jwt)).toBe(401);
    // Signing in again starts a session that works.
    expect(await meStatus(await signIn(account.email))).toBe(200);
  });

  it('a password change ends every other session; the one that changed it goes on with its new token', async () => {
    const account = await registerAccount();
    const elsewhere = await signIn(account.email);

    const changed = await api.post(
      '/auth/change-password',
      { currentPassword: PASSWORD, password: 'Changed#456', passwordConfirmation: 'Changed#456' },
      account.jwt,
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    expect(await meStatus(elsewhere)).toBe(401);
    expect(await meStatus(account.jwt)).toBe(401);
    expect(await meStatus(changed.body.jwt)).toBe(200);
  });

  it('a password reset ends every session signed in before it', async () => {
    const account = await registerAccount();
    const elsewhere = await signIn(account.email);

    expect((await api.post('/auth/forgot-password', { email: account.email })).status).toBe(200);
    const reset = await api.post('/auth/reset-password', {
      code: await resetCodeFor(account.email),
      password: 'Reset#789',
      passwordConfirmation: 'Reset#789',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);

    expect(await meStatus(account.jwt)).toBe(401);
    expect(await meStatus(elsewhere)).toBe(401);
    expect(await meStatus(reset.body.jwt)).toBe(200);
  });

  it('staff blocking the account ends its sessions, which unblocking does not bring back', async () => {
    const account = await registerAccount();
    const user = `/collection-types/plugin::users-permissions.user/${account.documentId}`;

    const blocked = await admin('PUT', user, { blocked: true });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(await meStatus(account.jwt)).toBe(401);

    const unblocked = await admin('PUT', user, { blocked: false });
    expect(unblocked.status, JSON.stringify(unblocked.body)).toBe(200);
    expect(await meStatus(account.jwt)).toBe(401);
    expect(await meStatus(await signIn(account.email))).toBe(200);
  });
});

describe('the session secret', () => {
  // The jsonwebtoken Strapi's session manager signs and checks with.
  const jwt = createRequire(createRequire(import.meta.url).resolve('@strapi/core/package.json'))(
    'jsonwebtoken',
  ) as typeof import('jsonwebtoken');

  it('becomes a key object once, and a token signed with the string it was still checks', () => {
    const config = new Map<string, unknown>([
      ['plugin::users-permissions.jwtSecret', 'a secret of the config'],
    ]);
    const strapi = {
      config: {
        get: (key: string) => config.get(key),
        set: (key: string, value: unknown) => config.set(key, value),
      },
    } as unknown as Core.Strapi;
    const issued = jwt.sign({ sessionId: 'one' }, 'a secret of the config', { algorithm: 'HS256' });
    keySessionSecret(strapi);
    const key = config.get('plugin::users-permissions.jwtSecret');
    expect(key).toBeInstanceOf(KeyObject);
    expect(jwt.verify(issued, key as KeyObject, { algorithms: ['HS256'] })).toMatchObject({
      sessionId: 'one',
    });
    expect(() => jwt.verify(jwt.sign({}, 'another secret'), key as KeyObject)).toThrow('invalid signature');
    keySessionSecret(strapi);
    expect(config.get('plugin::users-permissions.jwtSecret')).toBe(key);
  });
});
