import { registerConfirmed } from '@katha/tools/accounts';
import { callFrom } from '@katha/tools/client-call';
import { type RunningCms, startCms } from '@katha/tools/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES } from '../src/middlewares/rate-limit.ts';
import {
  api,
  BASE,
  CEILING_MS,
  createArticle,
  type JsonReply,
  register,
  registerEditor,
  type TestUser,
  unique,
} from './api.ts';

let writer: TestUser;
let reader: TestUser;
let other: TestUser;

beforeAll(async () => {
  [writer, reader, other] = await Promise.all([registerEditor(), register(), register()]);
});

describe('users and roles', () => {
  // 403 (no role has the permission) or 404 (the query guard: not in the contract); never a list.
  const CLOSED = [403, 404];

  it('lists no users, to anyone', async () => {
    expect(CLOSED).toContain((await api.get('/users')).status);
    expect(CLOSED).toContain(
      (await api.get(`/users?filters[username][$eq]=${other.username}`, reader.jwt)).status,
    );
    expect(CLOSED).toContain(
      (await api.get('/users?filters[email][$startsWith]=a&sort=email', reader.jwt)).status,
    );
    expect(CLOSED).toContain((await api.get('/users', writer.jwt)).status);
  });

  it('lists no roles, to anyone', async () => {
    for (const token of [undefined, reader.jwt, writer.jwt]) {
      expect(CLOSED).toContain((await api.get('/users-permissions/roles', token)).status);
      expect(CLOSED).toContain((await api.get('/users-permissions/roles/1', token)).status);
    }
  });

  it("answers the caller's own role on /users/me, however populate names it", async () => {
    for (const query of ['populate=role', 'populate[role]=true', 'populate[0]=role&populate[1]=profile']) {
      const me = await api.get(`/users/me?${query}`, writer.jwt);
      expect(me.status, query).toBe(200);
      expect(me.body.role, query).toMatchObject({ type: 'editor', name: 'Editor' });
      expect(me.body.role.users, query).toBeUndefined();
    }
    const plain = await api.get('/users/me?populate=profile', reader.jwt);
    expect(plain.body.role).toBeUndefined();
    expect(plain.body.profile.documentId).toBe(reader.profile.documentId);
  });

  it("shows another user's public fields only: no email, no role", async () => {
    const theirs = await api.get(`/users/${other.id}?populate[role]=true`, reader.jwt);
    expect(theirs.status).toBe(200);
    expect(Object.keys(theirs.body).sort()).toEqual(['documentId', 'id', 'username']);
    const own = await api.get(`/users/${reader.id}?populate[role]=true`, reader.jwt);
    expect(own.body).toMatchObject({ email: reader.email, role: { type: 'authenticated' } });
  });
});

describe('GET /users/username-available', () => {
  const check = (username: string, token?: string) =>
    api.get(`/users/username-available?username=${encodeURIComponent(username)}`, token);

  it('answers whether another user has the name, case-insensitively, and nothing more', async () => {
    const taken = await check(other.username.toUpperCase(), reader.jwt);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({ available: false });
    expect(await check(`  ${other.username} `, reader.jwt)).toMatchObject({ body: { available: false } });
    expect((await check(unique('free_'), reader.jwt)).body).toEqual({ available: true });
    // The caller's own name is theirs to keep.
    expect((await check(reader.username, reader.jwt)).body).toEqual({ available: true });
  });

  it("refuses names that break the form's rule, with the rule", async () => {
    for (const name of ['ab', 'a'.repeat(31), '<embed src=x>', 'with space', '']) {
      const reply = await check(name, reader.jwt);
      expect(reply.status, name).toBe(400);
      expect(reply.body.error.message).toMatch(/3 to 30 lower-case letters, digits, dots or underscores/);
    }
    expect((await api.get('/users/username-available', reader.jwt)).status).toBe(400);
  });

  it('is for signed-in users', async () => {
    expect([401, 403]).toContain((await check(other.username)).status);
  });
});

describe('GET /articles/bookmarked', () => {
  let first: string;
  let second: string;
  let theirs: string;

  const bookmark = (user: TestUser, ...ids: string[]) =>
    api.put(
      `/profiles/${user.profile.documentId}`,
      { data: { bookmarked_articles: { connect: ids.map((documentId) => ({ documentId })) } } },
      user.jwt,
    );
  const ids = (reply: { body: { data?: { documentId: string }[] } }) =>
    (reply.body.data ?? []).map((article) => article.documentId);

  beforeAll(async () => {
    first = (await createArticle(writer)).body.data.documentId;
    second = (await createArticle(writer)).body.data.documentId;
    theirs = (await createArticle(writer)).body.data.documentId;
    expect((await bookmark(reader, first, second)).status).toBe(200);
    expect((await bookmark(other, theirs, first)).status).toBe(200);
  });

  it("lists the caller's own bookmarks, newest article first, page by page", async () => {
    const page = await api.get('/articles/bookmarked?locale=en', reader.jwt);
    expect(page.status).toBe(200);
    expect(ids(page)).toEqual([second, first]);
    expect(page.body.meta.pagination).toMatchObject({ page: 1, total: 2 });
    const paged = await api.get('/articles/bookmarked?pagination[page]=2&pagination[pageSize]=1', reader.jwt);
    expect(ids(paged)).toEqual([first]);
    expect(paged.body.meta.pagination).toMatchObject({ page: 2, pageSize: 1, pageCount: 2, total: 2 });
    expect(ids(await api.get('/articles/bookmarked', other.jwt)).sort()).toEqual([first, theirs].sort());
  });

  it('is for signed-in users and never cached', async () => {
    const anonymous = await api.get('/articles/bookmarked');
    expect([401, 403]).toContain(anonymous.status);
    const response = await fetch(`${BASE}/api/articles/bookmarked`, {
      headers: { authorization: `Bearer ${reader.jwt}` },
    });
    expect(response.headers.get('x-katha-cache')).toBeNull();
  });

  it("never shows another reader's bookmarks, whatever the query", async () => {
    const queries = [
      `filters[bookmarked_by][documentId][$eq]=${other.profile.documentId}`,
      `filters[$or][0][bookmarked_by][documentId][$eq]=${other.profile.documentId}`,
      `filters[documentId][$eq]=${theirs}`,
      `filters[bookmarked_by][username][$eq]=${other.username}`,
      'status=draft',
      'pagination[pageSize]=100',
      'sort=createdAt:asc',
    ];
    for (const query of queries) {
      const reply = await api.get(`/articles/bookmarked?${query}`, reader.jwt);
      expect([200, 400], query).toContain(reply.status);
      expect(ids(reply), query).not.toContain(theirs);
      expect(JSON.stringify(reply.body), query).not.toContain(other.profile.documentId);
    }
    // Who else bookmarked or liked one of the caller's articles stays hidden too.
    const populated = await api.get(
      '/articles/bookmarked?populate[bookmarked_by]=true&populate[liked_by]=true',
      reader.jwt,
    );
    expect(populated.status).toBe(200);
    const shared = populated.body.data.find(
      (article: { documentId: string }) => article.documentId === first,
    );
    expect(shared.bookmarked_by.map((p: { documentId: string }) => p.documentId)).toEqual([
      reader.profile.documentId,
    ]);
    expect(JSON.stringify(populated.body)).not.toContain(other.profile.documentId);
    for (const query of ['populate=*', 'populate=bookmarked_by', 'populate[0]=liked_by']) {
      const reply = await api.get(`/articles/bookmarked?${query}`, reader.jwt);
      expect([200, 400], query).toContain(reply.status);
      expect(JSON.stringify(reply.body), query).not.toContain(other.profile.documentId);
    }
  });
});

/**
 * The limits, on a CMS of their own with tiny limits (the shared one raises them for the other
 * files): per account, per address, 429 with Retry-After, and the window's end.
 */
describe('rate limits', () => {
  let cms: RunningCms;
  const send = async (
    method: string,
    path: string,
    {
      token,
      body,
      headers = {},
    }: {
      token?: string;
      body?: unknown;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const response = await fetch(`${cms.url}/api${path}`, {
      method,
      headers: {
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: text.startsWith('{') ? JSON.parse(text) : text,
    };
  };
  // Each from an address of its own (127.0.0.x), so its registration and sign-in use none of the
  // counts the tests measure.
  let signUps = 200;
  const signUp = async (localAddress = `127.0.0.${signUps++}`) => {
    const username = unique('limited');
    const { jwt } = await registerConfirmed(
      `${cms.url}/api`,
      { username, email: `${username}@example.test`, password: 'Secret#123' },
      { localAddress },
    );
    return { jwt, username };
  };
  const expectTooMany = (reply: Awaited<ReturnType<typeof send>>, windowS: number) => {
    expect(reply.status).toBe(429);
    expect(reply.body).toEqual({
      data: null,
      error: {
        status: 429,
        name: 'TooManyRequestsError',
        message: expect.stringMatching(/try again in \d+ seconds/),
        details: { retryAfter: Number(reply.retryAfter) },
      },
    });
    expect(Number(reply.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(reply.retryAfter)).toBeLessThanOrEqual(windowS);
  };

  beforeAll(async () => {
    cms = await startCms({
      env: {
        KATHA_AUTH_RATE_LIMIT: '3',
        KATHA_AUTH_RATE_LIMIT_IP: '6',
        KATHA_USERNAME_CHECK_RATE_LIMIT: '2',
        KATHA_USERNAME_CHECK_RATE_LIMIT_IP: '5',
        KATHA_USERNAME_CHECK_RATE_WINDOW_S: '3',
        KATHA_COMMENT_RATE_LIMIT: '2',
        KATHA_UPLOAD_RATE_LIMIT: '1',
      },
    });
  }, CEILING_MS);

  afterAll(async () => {
    await cms?.stop();
  });

  it('limits sign-in per identifier, then per address, whatever X-Forwarded-For says', async () => {
    const attempt = (identifier: string, headers?: Record<string, string>) =>
      send('POST', '/auth/local', { body: { identifier, password: 'wrong-password' }, headers });
    for (let i = 0; i < 3; i++) expect((await attempt('Victim@Example.Test')).status).toBe(400);
    // The identifier's fourth attempt in the window, however it is spelled.
    expectTooMany(await attempt('victim@example.test'), 60);
    // Another account from the same address still gets its answer, up to the address's limit (6).
    expect((await attempt('someone-else')).status).toBe(400);
    expect((await attempt('third-person')).status).toBe(400);
    expectTooMany(await attempt('fourth-person'), 60);
    // The proxy is not trusted (KATHA_TRUST_PROXY unset): a forged address changes nothing.
    expectTooMany(await attempt('fifth-person', { 'x-forwarded-for': '203.0.113.9' }), 60);
  });

  it('limits forgot-password per email', async () => {
    const ask = (email: string) => send('POST', '/auth/forgot-password', { body: { email } });
    for (let i = 0; i < 3; i++) expect((await ask('nobody@example.test')).status).toBe(200);
    expectTooMany(await ask('NOBODY@example.test'), 60);
  });

  it('limits the username check per account and lets it go when the window ends', async () => {
    const [one, two] = [await signUp(), await signUp()];
    const check = (token: string) => send('GET', '/users/username-available?username=somebody', { token });
    expect((await check(one.jwt)).body).toEqual({ available: true });
    expect((await check(one.jwt)).status).toBe(200);
    expectTooMany(await check(one.jwt), 3);
    // Per account: the second user of the same address is not refused.
    expect((await check(two.jwt)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    expect((await check(one.jwt)).status).toBe(200);
  });

  it('limits comments and uploads per account', async () => {
    const { jwt } = await signUp();
    const comment = () =>
      send('POST', '/comments/api::article.article:missing', { token: jwt, body: { content: 'Hello' } });
    for (let i = 0; i < 2; i++) expect((await comment()).status).not.toBe(429);
    expectTooMany(await comment(), 60);
    const upload = () => send('POST', '/upload', { token: jwt });
    expect((await upload()).status).not.toBe(429);
    expectTooMany(await upload(), 600);
  });

  /**
   * A client of an address of its own (127.0.0.x), so no other test's counts touch it; the path is
   * sent byte for byte.
   */
  let lastAddress = 20;
  const fromNewAddress = () => {
    const localAddress = `127.0.0.${lastAddress++}`;
    return (
      method: string,
      path: string,
      {
        token,
        body,
        headers = {},
      }: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
    ) =>
      callFrom<JsonReply>(cms.url, path, {
        method,
        localAddress,
        body,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      });
  };

  it("counts the readers behind the site's server by address when its key vouches for X-Forwarded-For", async () => {
    const proxyKey = cms.proxyKey;
    let person = 0;
    const attempt = (client: ReturnType<typeof fromNewAddress>, headers: Record<string, string>) =>
      client('POST', '/api/auth/local', {
        body: { identifier: `vouched-${person++}`, password: 'wrong-password' },
        headers,
      });
    // Through the site (its key): the last entry is the reader, each with a bucket of its own (6).
    const vouched = (forwardedFor: string) => ({
      'x-katha-proxy-key': proxyKey,
      'x-forwarded-for': forwardedFor,
    });
    const site = fromNewAddress();
    for (let i = 0; i < 6; i++) expect((await attempt(site, vouched('198.51.100.1'))).status).toBe(400);
    expect((await attempt(site, vouched('198.51.100.1'))).status).toBe(429);
    expect((await attempt(site, vouched('198.51.100.1, 198.51.100.2'))).status).toBe(400);
    // Without the key or with a wrong one, the socket's bucket however the header changes.
    for (const key of [undefined, 'anything', `${proxyKey}x`, proxyKey.slice(0, -1)]) {
      const client = fromNewAddress();
      const headers = (n: number) => ({
        ...(key === undefined ? {} : { 'x-katha-proxy-key': key }),
        'x-forwarded-for': `203.0.113.${n}`,
      });
      for (let i = 0; i < 6; i++) expect((await attempt(client, headers(i))).status).toBe(400);
      expect((await attempt(client, headers(6))).status).toBe(429);
    }
  });

  /**
   * Each rule's call spelled every way the router takes it: a trailing slash, other case (the router
   * ignores case), HEAD for GET, escapes in a parameter. From an address of its own (127.0.0.x), so
   * no other test's counts touch it; the path is sent byte for byte.
   */
  describe('whatever the spelling', () => {
    let user: { jwt: string; username: string };
    beforeAll(async () => {
      user = await signUp();
    });

    const RELATION = 'api::article.article:missing';
    /** Per rule: a call it limits, its limit in this CMS, and spellings of it the router routes. */
    const CALLS: Record<
      string,
      | { method: string; path: string; body?: unknown; user?: true; limit: number; spellings?: string[] }
      | 'not in the contract'
    > = {
      'sign-in': {
        method: 'POST',
        path: '/api/auth/local',
        body: { identifier: 'Spelled@Example.Test', password: 'wrong' },
        limit: 3,
      },
      register: {
        method: 'POST',
        path: '/api/auth/local/register',
        body: { username: 'ab', email: 'spelled@example.test', password: 'x' },
        limit: 3,
      },
      'forgot-password': {
        method: 'POST',
        path: '/api/auth/forgot-password',
        body: { email: 'spelled@example.test' },
        limit: 3,
      },
      // No account: the address's limit.
      'reset-password': {
        method: 'POST',
        path: '/api/auth/reset-password',
        body: { code: 'x', password: 'Secret#123', passwordConfirmation: 'Secret#123' },
        limit: 6,
      },
      'change-password': {
        method: 'POST',
        path: '/api/auth/change-password',
        body: { currentPassword: 'wrong', password: 'Secret#1234', passwordConfirmation: 'Secret#1234' },
        user: true,
        limit: 3,
      },
      'email-confirmation': {
        method: 'POST',
        path: '/api/auth/send-email-confirmation',
        body: { email: 'spelled@example.test' },
        limit: 3,
      },
      'social-sign-in': { method: 'GET', path: '/api/connect/github', limit: 6 },
      comment: {
        method: 'POST',
        path: `/api/comments/${RELATION}`,
        // Empty: refused by the route (400), where the guard's refusal is a 404.
        body: { content: '' },
        user: true,
        limit: 2,
        spellings: [
          '/api/comments/api%3A%3Aarticle.article%3A%6Dissing',
          '/api/comments/API::ARTICLE.ARTICLE:MISSING/',
        ],
      },
      'comment-edit': {
        method: 'PUT',
        path: `/api/comments/${RELATION}/comment/1`,
        body: { content: 'Hello' },
        user: true,
        limit: 2,
      },
      'comment-report': 'not in the contract',
      upload: { method: 'POST', path: '/api/upload', user: true, limit: 1 },
      'username-check': {
        method: 'GET',
        path: '/api/users/username-available?username=somebody',
        user: true,
        limit: 2,
      },
    };

    it('has a call for every rule', () => {
      expect(Object.keys(CALLS).sort()).toEqual(RULES.map((rule) => rule.name).sort());
    });

    /** The path's spellings the router takes: trailing slash, other case, both. */
    const routedSpellings = (path: string) => {
      const [pathname, query] = path.split('?');
      const withQuery = (spelled: string) => (query ? `${spelled}?${query}` : spelled);
      return [
        `${pathname}/`,
        pathname!.toUpperCase(),
        `${pathname!.replace(/^\/api\/./, (head) => head.toUpperCase())}/`,
      ].map(withQuery);
    };
    /** Spellings no route takes: doubled or encoded separators, a letter of a literal segment escaped. */
    const unroutedSpellings = (path: string) => {
      const [pathname, query] = path.split('?');
      const withQuery = (spelled: string) => (query ? `${spelled}?${query}` : spelled);
      return [
        pathname!.replace('/api/', '/api//'),
        `${pathname}//`,
        `/${pathname}`,
        pathname!.replace(
          /^\/api\/(.)/,
          (_all, letter: string) => `/api/%${letter.charCodeAt(0).toString(16)}`,
        ),
        pathname!.replace(/\/([^/]*)$/, '%2F$1'),
      ].map(withQuery);
    };

    it("counts one account's sign-ins as one, by its username or its email in turn", async () => {
      const send = fromNewAddress();
      const username = unique('alternate');
      const email = `${username}@example.test`;
      const made = await send('POST', '/api/auth/local/register', {
        body: { username, email, password: 'Secret#123' },
      });
      expect(made.status).toBe(200);
      const attempt = (identifier: string) =>
        send('POST', '/api/auth/local', { body: { identifier, password: 'wrong-password' } });
      for (const identifier of [username, email, email.toUpperCase()])
        expect((await attempt(identifier)).status, identifier).toBe(400);
      expect((await attempt(username)).status).toBe(429);
      // The right password too: the account's window is used up.
      expect(
        (await send('POST', '/api/auth/local', { body: { identifier: email, password: 'Secret#123' } }))
          .status,
      ).toBe(429);
    });

    for (const [name, call] of Object.entries(CALLS)) {
      if (call === 'not in the contract') {
        it(`${name}: no spelling reaches a route`, async () => {
          const rule = RULES.find((candidate) => candidate.name === name)!;
          const example = rule.path.source
            .replace(/^\^|\$$/g, '')
            .replace(/\\/g, '')
            .replace('[^/]+', 'x');
          const send = fromNewAddress();
          for (const path of [example, ...routedSpellings(example)])
            expect((await send(rule.method, path, { token: user.jwt, body: {} })).status, path).toBe(404);
        });
        continue;
      }
      it(`${name}: every spelling the router takes counts toward one limit; the others reach no route`, async () => {
        const send = fromNewAddress();
        const token = call.user ? user.jwt : undefined;
        const spellings = [...routedSpellings(call.path), ...(call.spellings ?? [])];
        const methods = call.method === 'GET' ? ['GET', 'HEAD'] : [call.method];
        for (let i = 0; i < call.limit; i++) {
          const path = spellings[i % spellings.length]!;
          const method = methods[i % methods.length]!;
          const reply = await send(method, path, { token, body: call.body });
          expect([404, 405, 429], `${method} ${path}: ${JSON.stringify(reply.body)}`).not.toContain(
            reply.status,
          );
        }
        // Past the limit, whatever the spelling, the canonical one included.
        for (const path of [...spellings, call.path]) {
          const reply = await send(call.method, path, { token, body: call.body });
          expect(reply.status, path).toBe(429);
        }
        for (const path of unroutedSpellings(call.path))
          expect((await send(call.method, path, { token, body: call.body })).status, path).toBe(404);
      });
    }
  });
});
