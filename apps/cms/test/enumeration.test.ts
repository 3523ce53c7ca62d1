import { waitForMail } from '@katha/tools/accounts';
import { describe, expect, it, vi } from 'vitest';
import { namesAccount } from '../src/extensions/users-permissions/enumeration.ts';
import { api, register, unique } from './api.ts';

/** An answer as a client can compare it: the status and the body, with no timing. */
const answerOf = async (reply: Promise<{ status: number; body: unknown }>) => {
  const { status, body } = await reply;
  return { status, body };
};

describe('accounts cannot be told apart from unknown ones', () => {
  it('sign-in answers a wrong password for a real account as it answers an unknown identifier', async () => {
    const real = await register('enumerated');
    const wrong = { password: 'Wrong#Password1' };
    const unknown = await answerOf(
      api.post('/auth/local', { identifier: `${unique('nobody')}@example.test`, ...wrong }),
    );
    expect(unknown.status).toBe(400);
    for (const identifier of [real.email, real.username])
      expect(await answerOf(api.post('/auth/local', { identifier, ...wrong })), identifier).toEqual(unknown);
  });

  it('forgot-password answers a real address as it answers an unknown one', async () => {
    const real = await register('forgetful');
    const unknown = await answerOf(
      api.post('/auth/forgot-password', { email: `${unique('nobody')}@example.test` }),
    );
    expect(unknown).toEqual({ status: 200, body: { ok: true } });
    expect(await answerOf(api.post('/auth/forgot-password', { email: real.email }))).toEqual(unknown);
  });

  it('registration answers a taken address as it answers a new one, and mails its owner instead', async () => {
    const real = await register('taken');
    const attempt = (username: string, email: string) =>
      answerOf(api.post('/auth/local/register', { username, email, password: 'Secret#123' }));
    const fresh = await attempt(unique('newname'), `${unique('newmail')}@example.test`);
    expect(fresh).toEqual({ status: 200, body: { ok: true } });
    expect(await attempt(unique('newname'), real.email)).toEqual(fresh);
    expect(await attempt(unique('newname'), real.email.toUpperCase())).toEqual(fresh);
    // The owner hears of it (the mail is theirs alone), and the account is unchanged.
    await waitForMail(real.email, /already has one/);
    expect((await api.get('/users/me', real.jwt)).status).toBe(200);
    // A taken username is refused (usernames are public), alike whether the address is taken too.
    const nameTaken = await attempt(real.username, `${unique('newmail')}@example.test`);
    expect(nameTaken.status).toBe(400);
    expect((nameTaken.body as { error: { details: { key: string } } }).error.details.key).toBe(
      'web-auth.usernameTaken',
    );
    expect(await attempt(real.username, real.email)).toEqual(nameTaken);
  });

  it('checks the password of an unknown identifier against a dummy hash: the same bcrypt work as a real one', async () => {
    const verify = vi.fn(async () => false);
    const work = { hashOf: async () => null, verify, dummyHash: async () => '$2a$10$dummy' };
    expect(await namesAccount(work, 'nobody@example.test', 'guess')).toBe(false);
    expect(verify).toHaveBeenCalledExactlyOnceWith('guess', '$2a$10$dummy');

    verify.mockClear();
    // A real account's check is the sign-in's own (users-permissions), not done twice.
    expect(await namesAccount({ ...work, hashOf: async () => '$2a$10$real' }, 'reader', 'guess')).toBe(true);
    expect(verify).not.toHaveBeenCalled();
  });
});
