import { confirmationCode } from '@katha/tools/accounts';
import { describe, expect, it, vi } from 'vitest';
import { admin, adminToken, api, BASE, call, register, unique } from './api.ts';

describe('registration', () => {
  it('creates and links a profile named after the user', async () => {
    const user = await register('Reader.One_');
    expect(user.profile.username).toBe(user.username.toLowerCase());
    const profile = await api.get(`/profiles/${user.profile.documentId}`);
    expect(profile.status).toBe(200);
    expect(profile.body.data.username).toBe(user.profile.username);
  });

  it("holds registration to the form's rules, answering the form's message id", async () => {
    const stamp = Date.now();
    const badName = await api.post('/auth/local/register', {
      username: `Anu Rao ${stamp}`,
      email: `anu${stamp}@example.test`,
      password: 'Secret#123',
    });
    expect(badName.status).toBe(400);
    expect(badName.body.error.details.key).toBe('web-auth.usernameRule');
    const shortPassword = await api.post('/auth/local/register', {
      username: `anu${stamp}`,
      email: `anu${stamp}@example.test`,
      password: 'abc',
    });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.error.details.key).toBe('web-auth.passwordRule');
    // Neither attempt made an account: the name is still free.
    const ok = await api.post('/auth/local/register', {
      username: `anu${stamp}`,
      email: `anu${stamp}@example.test`,
      password: 'Secret#123',
    });
    expect(ok).toEqual({ status: 200, body: { ok: true } });
  });

  it('creates the account unconfirmed: it signs in only once the link of its mail is opened', async () => {
    const username = unique('confirming');
    const email = `${username}@example.test`;
    const made = await api.post('/auth/local/register', { username, email, password: 'Secret#123' });
    expect(made).toEqual({ status: 200, body: { ok: true } });
    const code = await confirmationCode(email);
    const early = await api.post('/auth/local', { identifier: email, password: 'Secret#123' });
    expect(early.status).toBe(400);
    expect(early.body.error.details.key).toBe('web-auth.notConfirmed');
    // A wrong password is refused as for any account: only who has the password learns the state.
    const wrong = await api.post('/auth/local', { identifier: email, password: 'Wrong#123' });
    expect(wrong.body.error.message).toBe('Invalid identifier or password');
    // Asking for the mail again answers as for any address, and sends a new link.
    const again = await api.post('/auth/send-email-confirmation', { email });
    expect(again).toEqual({ status: 200, body: { ok: true } });
    expect(
      await api.post('/auth/send-email-confirmation', { email: `${unique('nobody')}@example.test` }),
    ).toEqual(again);
    // Nor does it tell a confirmed account.
    const confirmedOne = await register('confirmedone');
    expect(await api.post('/auth/send-email-confirmation', { email: confirmedOne.email })).toEqual(again);
    const fresh = await vi.waitFor(
      async () => {
        const latest = await confirmationCode(email);
        if (latest === code) throw new Error('no second confirmation mail yet');
        return latest;
      },
      { timeout: 30_000, interval: 100 },
    );
    const confirmed = await fetch(`${BASE}/api/auth/email-confirmation?confirmation=${fresh}`, {
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(302);
    // To the site's sign-in page, which says the address is confirmed.
    expect(confirmed.headers.get('location')).toMatch(/\/auth\/auth2\/login-option\?confirmed=1$/);
    const signedIn = await api.post('/auth/local', { identifier: email, password: 'Secret#123' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.confirmed).toBe(true);
  });

  it('derives a valid, unique profile username from any account username (social sign-in, admin panel)', async () => {
    const stamp = Date.now();
    const roles = await call('GET', '/users-permissions/roles', { token: await adminToken() });
    const reader = roles.body.roles.find((role: { type: string }) => role.type === 'authenticated');
    const created = await admin('POST', '/collection-types/plugin::users-permissions.user', {
      username: `Anu Rao ${stamp}`,
      email: `anu.rao${stamp}@example.test`,
      password: 'Secret#123',
      confirmed: true,
      role: reader.id,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const profiles = await api.get(
      `/profiles?filters[username][$startsWith]=anu_rao&pagination[pageSize]=200`,
    );
    const usernames = profiles.body.data.map((p: { username: string }) => p.username);
    expect(usernames.some((name: string) => name.startsWith('anu_rao'))).toBe(true);
    for (const name of usernames) expect(name).toMatch(/^[a-z0-9_.]{3,30}$/);
  });

  it('refuses a bad email with a 400 and creates nothing', async () => {
    const before = await api.get('/profiles?pagination[pageSize]=1');
    const reply = await api.post('/auth/local/register', {
      username: 'bademail',
      email: 'not-an-email',
      password: 'Secret#123',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toMatch(/email/i);
    const after = await api.get('/profiles?pagination[pageSize]=1');
    expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total);
  });
});

describe('profiles', () => {
  it('lets a user change their own name and bio, but not server-written stats', async () => {
    const user = await register();
    const ok = await api.put(
      `/profiles/${user.profile.documentId}`,
      { data: { name: 'Asha', bios: { en: 'Writes at dawn.' } } },
      user.jwt,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ name: 'Asha', bios: { en: 'Writes at dawn.' } });

    const stats = await api.put(
      `/profiles/${user.profile.documentId}`,
      { data: { user_stat: { reading_points: 9999 } } },
      user.jwt,
    );
    expect(stats.status).toBe(400);
    expect(stats.body.error.message).toMatch(/user_stat/);
  });

  // Issue 15 §3.10: a bio per language (en, hi-IN, kn-IN) on the one profile.
  it('keeps a bio per language: one language changes without touching the others, an empty one is removed', async () => {
    const user = await register();
    const path = `/profiles/${user.profile.documentId}`;
    const first = await api.put(
      path,
      { data: { bios: { en: 'Writes at dawn.', 'hi-IN': 'भोर में लिखती हैं।' } } },
      user.jwt,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await api.put(path, { data: { bios: { 'kn-IN': ' ಮುಂಜಾನೆ ಬರೆಯುತ್ತಾರೆ. ' } } }, user.jwt);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.bios).toEqual({
      en: 'Writes at dawn.',
      'hi-IN': 'भोर में लिखती हैं।',
      'kn-IN': 'ಮುಂಜಾನೆ ಬರೆಯುತ್ತಾರೆ.',
    });
    // Anyone reads them; a populated profile's `fields` name them (the contract's ProfileField).
    expect((await api.get(path)).body.data.bios['hi-IN']).toBe('भोर में लिखती हैं।');
    const fields = (names: string[]) =>
      names.map((name, i) => `populate[profile][fields][${i}]=${name}`).join('&');
    const read = await api.get(`/users/me?${fields(['name', 'bios'])}`, user.jwt);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.profile.bios['kn-IN']).toBe('ಮುಂಜಾನೆ ಬರೆಯುತ್ತಾರೆ.');
    const removed = await api.put(path, { data: { bios: { 'hi-IN': '', en: null } } }, user.jwt);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.data.bios).toEqual({ 'kn-IN': 'ಮುಂಜಾನೆ ಬರೆಯುತ್ತಾರೆ.' });
    // The old single bio is gone from the contract.
    expect((await api.get(`/users/me?${fields(['bio'])}`, user.jwt)).status).toBe(400);
  });

  it("changes nobody's bio but the owner's", async () => {
    const owner = await register();
    const other = await register();
    const path = `/profiles/${owner.profile.documentId}`;
    expect((await api.put(path, { data: { bios: { 'hi-IN': 'मेरी कहानी।' } } }, owner.jwt)).status).toBe(200);
    const hijack = { data: { bios: { 'hi-IN': 'किसी और का परिचय।', 'kn-IN': 'ಬೇರೆಯವರ ಪರಿಚಯ.' } } };
    expect((await api.put(path, hijack, other.jwt)).status).toBe(403);
    expect((await api.put(path, hijack)).status).toBe(403);
    // The other user's own profile is theirs to change, not a way into the owner's.
    expect((await api.put(`/profiles/${other.profile.documentId}`, hijack, other.jwt)).status).toBe(200);
    const profile = await api.get(path);
    expect(profile.body.data.bios).toEqual({ 'hi-IN': 'मेरी कहानी।' });
  });

  it("refuses changes to someone else's profile and leaves it unchanged", async () => {
    const owner = await register();
    const other = await register();
    const reply = await api.put(
      `/profiles/${owner.profile.documentId}`,
      { data: { name: 'Hijacked' } },
      other.jwt,
    );
    expect(reply.status).toBe(403);
    const anonymous = await api.put(`/profiles/${owner.profile.documentId}`, { data: { name: 'Hijacked' } });
    expect(anonymous.status).toBe(403);
    const profile = await api.get(`/profiles/${owner.profile.documentId}`);
    expect(profile.body.data.name).not.toBe('Hijacked');
  });

  it('validates profile fields with a 400 and a clear message', async () => {
    const user = await register();
    const badName = await api.put(
      `/profiles/${user.profile.documentId}`,
      { data: { username: 'Not Valid!' } },
      user.jwt,
    );
    expect(badName.status).toBe(400);
    const longBio = await api.put(
      `/profiles/${user.profile.documentId}`,
      { data: { bios: { 'kn-IN': 'x'.repeat(1001) } } },
      user.jwt,
    );
    expect(longBio.status).toBe(400);
    expect(longBio.body.error.message).toMatch(/bio|1000/);
    for (const bios of [{ fr: 'Écrit à l’aube.' }, { en: 42 }, 'Writes at dawn.', ['Writes at dawn.']]) {
      const bad = await api.put(`/profiles/${user.profile.documentId}`, { data: { bios } }, user.jwt);
      expect(bad.status, JSON.stringify(bios)).toBe(400);
    }
    const single = await api.put(
      `/profiles/${user.profile.documentId}`,
      { data: { bio: 'Writes at dawn.' } },
      user.jwt,
    );
    expect(single.status).toBe(400);
    expect(single.body.error.message).toMatch(/bio/);
  });

  it('lists profiles publicly with images, filtered by username, without users or emails', async () => {
    const user = await register();
    const reply = await api.get(
      `/profiles?filters[username][$eq]=${user.profile.username}&populate[0]=profile_image&pagination[pageSize]=12`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data).toHaveLength(1);
    expect(reply.body.data[0].user).toBeUndefined();
    expect(JSON.stringify(reply.body)).not.toContain(user.email);
    const withUser = await api.get(`/profiles?filters[username][$eq]=${user.profile.username}&populate=user`);
    expect(withUser.status).toBe(400);
    const byEmail = await api.get(`/profiles?filters[user][email][$eq]=${user.email}`);
    expect(byEmail.status).toBe(400);
  });

  it('follows and unfollows another author, and refuses following oneself', async () => {
    const reader = await register();
    const author = await register();
    const follow = await api.put(
      `/profiles/${reader.profile.documentId}`,
      { data: { following: { connect: [author.profile.documentId] } } },
      reader.jwt,
    );
    expect(follow.status).toBe(200);
    const followed = await api.get(`/profiles/${author.profile.documentId}?populate=followed_by`);
    expect(followed.body.data.followed_by.map((p: { documentId: string }) => p.documentId)).toContain(
      reader.profile.documentId,
    );

    await api.put(
      `/profiles/${reader.profile.documentId}`,
      { data: { following: { disconnect: [author.profile.documentId] } } },
      reader.jwt,
    );
    const after = await api.get(`/profiles/${author.profile.documentId}?populate=followed_by`);
    expect(after.body.data.followed_by).toHaveLength(0);

    const self = await api.put(
      `/profiles/${reader.profile.documentId}`,
      { data: { following: { connect: [reader.profile.documentId] } } },
      reader.jwt,
    );
    expect(self.status).toBe(400);
  });
});

describe('users', () => {
  it('returns the signed-in user with profile and role', async () => {
    const user = await register();
    const reply = await api.get(
      `/users/${user.id}?populate[profile][populate][0]=profile_image&populate[profile][populate][1]=followed_by&populate[role]=true`,
      user.jwt,
    );
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      username: user.username,
      email: user.email,
      role: { type: 'authenticated' },
    });
    expect(reply.body.profile.documentId).toBe(user.profile.documentId);
  });

  it("hides other users' emails and lists users to nobody", async () => {
    const user = await register();
    const other = await register();
    const reply = await api.get(`/users/${other.id}`, user.jwt);
    expect(reply.status).toBe(200);
    expect(reply.body.username).toBe(other.username);
    expect(reply.body.email).toBeUndefined();
    // 403 (no role may list users) or 404 (the query guard: not in the contract).
    expect([403, 404]).toContain(
      (await api.get(`/users?filters[username][$eq]=${other.username}`, user.jwt)).status,
    );
    expect([403, 404]).toContain((await api.get(`/users?filters[username][$eq]=${other.username}`)).status);
  });

  it('changes only its own username and t_n_c_accepted', async () => {
    const user = await register();
    const other = await register();
    const accepted = await api.put(`/users/${user.id}`, { t_n_c_accepted: true }, user.jwt);
    expect(accepted.status).toBe(200);
    const renamed = `${user.username}x`.toLowerCase();
    await api.put(`/users/${user.id}`, { username: renamed }, user.jwt);
    const me = await api.get('/users/me?populate=profile', user.jwt);
    expect(me.body.username).toBe(renamed);
    expect(me.body.profile.username).toBe(renamed);

    const theirs = await api.put(`/users/${other.id}`, { username: 'stolen' }, user.jwt);
    expect(theirs.status).toBe(403);
    const email = await api.put(`/users/${user.id}`, { email: 'new@example.test' }, user.jwt);
    expect(email.status).toBe(400);
    const role = await api.put(`/users/${user.id}`, { role: 3 }, user.jwt);
    expect(role.status).toBe(400);
  });
});
