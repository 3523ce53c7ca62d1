/**
 * CORS (issue 28, finding 1): which pages on other origins a browser lets read the CMS's answers.
 * Credentials (cookies: the admin panel's refresh cookie answers `/admin/access-token`) only ever
 * for the site's own origins (KATHA_CORS_ORIGINS, none by default) and only on `/api` and
 * `/uploads`; partners' embeds read public data anonymously; the admin panel's routes are read from
 * the CMS's own origin alone. Every route the running CMS serves is asked from several foreign
 * origins (another port or host of the same site, another site, `null`), simple and preflighted.
 */

import { CMS_ADMIN, type RunningCms, startCms } from '@katha/tools/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, BASE, CEILING_MS, register, type TestUser } from './api.ts';

type Grant = 'credentialed' | 'anonymous' | 'none';

/** What a browser lets a page on `origin` read of an answer: with its cookies, without, or nothing. */
const grantOf = (headers: Headers, origin: string): Grant => {
  const allowed = headers.get('access-control-allow-origin');
  if (allowed === '*') return 'anonymous';
  if (allowed !== origin) return 'none';
  return headers.get('access-control-allow-credentials') === 'true' ? 'credentialed' : 'anonymous';
};

/** A preflight's grant: the origin's, provided the method and every requested header are allowed too. */
const preflightGrantOf = (headers: Headers, origin: string, method: string, requested: string[]): Grant => {
  const listed = (name: string) =>
    (headers.get(name) ?? '')
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean);
  const methods = listed('access-control-allow-methods');
  const allowedHeaders = listed('access-control-allow-headers');
  if (!methods.includes(method.toLowerCase())) return 'none';
  if (!requested.every((name) => allowedHeaders.includes(name))) return 'none';
  return grantOf(headers, origin);
};

const send = (base: string, method: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method, headers, redirect: 'manual' });

const preflight = (base: string, method: string, path: string, origin: string, requested: string[]) =>
  send(base, 'OPTIONS', path, {
    origin,
    'access-control-request-method': method,
    ...(requested.length ? { 'access-control-request-headers': requested.join(',') } : {}),
  });

/** The admin panel's API: its session (`/admin/*`) and the plugins' admin routes. */
const ADMIN_ROUTES: [string, string][] = [
  ['POST', '/admin/access-token'],
  ['POST', '/admin/login'],
  ['POST', '/admin/logout'],
  ['GET', '/admin/users/me'],
  ['GET', '/admin/init'],
  ['GET', '/content-manager/collection-types/api::article.article'],
  ['GET', '/upload/files'],
  ['GET', '/users-permissions/roles'],
  ['GET', '/i18n/locales'],
];

/** What partners' embeds call (apps/cms/README.md, KATHA_PARTNER_ORIGINS). */
const PARTNER_CALL =
  /^(GET|HEAD) \/(api\/(articles|topics|blog-topics|profiles|publishers)(\/|$)|uploads\/)|^POST \/api\/newsletter-subscribers$/;

/** Every route of the running CMS's content API (users-permissions lists them), its parameters filled in. */
const contentApiRoutes = async (): Promise<[string, string][]> => {
  const reply = await fetch(`${BASE}/users-permissions/routes`, {
    headers: { authorization: `Bearer ${await adminToken()}` },
  });
  expect(reply.status).toBe(200);
  const { routes } = (await reply.json()) as { routes: Record<string, { method: string; path: string }[]> };
  const all = Object.values(routes)
    .flat()
    .map(({ method, path }): [string, string] => [method, path.replace(/:[^/]+|\(\.\*\)/g, 'cors0')]);
  return [...new Map(all.map((route) => [route.join(' '), route])).values()];
};

/** Runs `task` over `items`, a few at a time. */
const eachLimited = async <T>(items: T[], task: (item: T) => Promise<void>, width = 6) => {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: width }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item);
    }),
  );
};

describe('by default (no site origins; partners: any origin)', () => {
  let reader: TestUser;
  let foreign: string[];
  beforeAll(async () => {
    reader = await register('cors');
    const cms = new URL(BASE);
    foreign = [
      // The same site: another port, and the CMS's own host spelled as another name.
      `http://127.0.0.1:${Number(cms.port) + 1}`,
      `http://localhost:${cms.port}`,
      'https://sub.katha.example',
      'http://evil.example',
      'null',
    ];
  });

  it(
    "no other origin gets credentials from any route, the content API's or the admin panel's, simple or preflighted; anonymous reads only on the partners' calls",
    async () => {
      // A reader of its own: the sweep calls the sign-out routes with its token too.
      const prober = await register('cors');
      const routes = [...(await contentApiRoutes()), ...ADMIN_ROUTES];
      expect(routes.length).toBeGreaterThan(60);
      const granted: string[] = [];
      const cases = foreign.flatMap((origin) => routes.map(([method, path]) => ({ origin, method, path })));
      await eachLimited(cases, async ({ origin, method, path }) => {
        const call = `${method} ${path}`;
        const simple = await send(BASE, method, path, { origin, authorization: `Bearer ${prober.jwt}` });
        await simple.arrayBuffer();
        const requested = ['authorization', 'content-type'];
        const preflighted = await preflight(BASE, method, path, origin, requested);
        const plain = method === 'GET' || method === 'HEAD' ? [] : ['content-type'];
        const anonymous = await preflight(BASE, method, path, origin, plain);
        const grants = {
          simple: grantOf(simple.headers, origin),
          preflighted: preflightGrantOf(preflighted.headers, origin, method, requested),
          anonymous: preflightGrantOf(anonymous.headers, origin, method, plain),
        };
        for (const [kind, grant] of Object.entries(grants)) {
          const allowed: Grant = PARTNER_CALL.test(call) && kind !== 'preflighted' ? 'anonymous' : 'none';
          if (grant !== allowed) granted.push(`${origin} ${call} (${kind}): ${grant}`);
        }
        for (const answer of [simple, preflighted, anonymous])
          if (answer.headers.has('access-control-allow-credentials'))
            granted.push(`${origin} ${call}: Allow-Credentials`);
      });
      console.log(
        `[cors] ${routes.length} routes × ${foreign.length} origins × 3 requests: ${cases.length * 3} probes`,
      );
      expect(granted).toEqual([]);
    },
    CEILING_MS,
  );

  it("a signed-in reader's own answers and the admin's access token stay with their origin", async () => {
    const origin = foreign[0]!;
    const me = await send(BASE, 'GET', '/api/users/me', { origin, authorization: `Bearer ${reader.jwt}` });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(reader.email);
    expect(grantOf(me.headers, origin)).toBe('none');
    const token = await send(BASE, 'POST', '/admin/access-token', { origin });
    expect(grantOf(token.headers, origin)).toBe('none');
    expect(token.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('answers without an Origin carry no CORS headers (Strapi\'s own "Allow-Credentials: true" is gone)', async () => {
    for (const path of ['/api/users/me', '/api/articles', '/admin/init']) {
      const answer = await send(BASE, 'GET', path, { authorization: `Bearer ${reader.jwt}` });
      await answer.arrayBuffer();
      const cors = [...answer.headers.keys()].filter((name) => name.startsWith('access-control-'));
      expect(cors, path).toEqual([]);
    }
  });

  it("partners' embeds read public data and sign up from any origin, anonymously", async () => {
    const origin = 'https://partner.example';
    const articles = await send(BASE, 'GET', '/api/articles?pagination[pageSize]=1', { origin });
    expect(articles.status).toBe(200);
    expect(articles.headers.get('access-control-allow-origin')).toBe('*');
    expect(articles.headers.get('access-control-allow-credentials')).toBeNull();
    const signUp = await preflight(BASE, 'POST', '/api/newsletter-subscribers', origin, ['content-type']);
    expect(signUp.status).toBe(204);
    expect(preflightGrantOf(signUp.headers, origin, 'POST', ['content-type'])).toBe('anonymous');
    // An embed cannot send a reader's token either: Authorization is not among the allowed headers.
    const withToken = await preflight(BASE, 'GET', '/api/articles', origin, ['authorization']);
    expect(preflightGrantOf(withToken.headers, origin, 'GET', ['authorization'])).toBe('none');
  });
});

describe('with site and partner origins configured', () => {
  const SITE = 'https://site.katha.test';
  const PARTNER = 'https://partner.katha.test';
  let cms: RunningCms;
  beforeAll(async () => {
    cms = await startCms({
      env: {
        KATHA_CORS_ORIGINS: `${SITE}/, https://www.katha.test`,
        KATHA_PARTNER_ORIGINS: PARTNER,
        KATHA_RATE_LIMIT_SCALE: '100',
      },
    });
  }, CEILING_MS);
  afterAll(async () => {
    await cms?.stop();
  });

  it("the site's origins get /api with credentials and the Authorization header", async () => {
    const me = await send(cms.url, 'GET', '/api/users/me', { origin: SITE });
    expect(grantOf(me.headers, SITE)).toBe('credentialed');
    expect(me.headers.get('vary')).toMatch(/\bOrigin\b/);
    const write = await preflight(cms.url, 'PUT', '/api/users/1', SITE, ['authorization', 'content-type']);
    expect(write.status).toBe(204);
    expect(preflightGrantOf(write.headers, SITE, 'PUT', ['authorization', 'content-type'])).toBe(
      'credentialed',
    );
  });

  it("not the admin panel: the administrator's refresh cookie gives the site's origin no access token", async () => {
    const signedIn = await fetch(`${cms.url}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CMS_ADMIN),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect(cookie).toMatch(/strapi_admin_refresh=/);
    // The cookie is what a browser would send from a page of the same site: it does answer a token.
    const token = await send(cms.url, 'POST', '/admin/access-token', { origin: SITE, cookie });
    expect(token.status).toBe(200);
    expect(((await token.json()) as { data: { token: string } }).data.token).toBeTruthy();
    expect(grantOf(token.headers, SITE)).toBe('none');
    for (const [method, path] of ADMIN_ROUTES) {
      const requested = ['authorization', 'content-type'];
      const simple = await send(cms.url, method, path, { origin: SITE });
      await simple.arrayBuffer();
      expect(grantOf(simple.headers, SITE), `${method} ${path}`).toBe('none');
      const preflighted = await preflight(cms.url, method, path, SITE, requested);
      expect(preflightGrantOf(preflighted.headers, SITE, method, requested), `${method} ${path}`).toBe(
        'none',
      );
    }
  });

  it('a partner origin gets the public reads and the newsletter sign-up, without credentials; nothing else', async () => {
    const articles = await send(cms.url, 'GET', '/api/articles?pagination[pageSize]=1', { origin: PARTNER });
    expect(articles.status).toBe(200);
    expect(grantOf(articles.headers, PARTNER)).toBe('anonymous');
    expect(articles.headers.get('access-control-allow-origin')).toBe(PARTNER);
    const signUp = await preflight(cms.url, 'POST', '/api/newsletter-subscribers', PARTNER, ['content-type']);
    expect(preflightGrantOf(signUp.headers, PARTNER, 'POST', ['content-type'])).toBe('anonymous');
    const me = await send(cms.url, 'GET', '/api/users/me', { origin: PARTNER });
    expect(grantOf(me.headers, PARTNER)).toBe('none');
    const write = await preflight(cms.url, 'PUT', '/api/users/1', PARTNER, ['content-type']);
    expect(preflightGrantOf(write.headers, PARTNER, 'PUT', ['content-type'])).toBe('none');
  });

  it('any other origin gets nothing, public reads included', async () => {
    for (const origin of ['https://elsewhere.example', 'null', `${SITE}:8443`, 'http://site.katha.test']) {
      const articles = await send(cms.url, 'GET', '/api/articles', { origin });
      expect(grantOf(articles.headers, origin), origin).toBe('none');
      const me = await preflight(cms.url, 'GET', '/api/users/me', origin, ['authorization']);
      expect(me.status).toBe(204);
      expect(grantOf(me.headers, origin), origin).toBe('none');
    }
  });
});

describe('KATHA_CORS_ORIGINS=*', () => {
  it(
    'stops the CMS at start: credentials never go to whatever origin asks',
    async () => {
      const started = startCms({
        env: { KATHA_CORS_ORIGINS: 'https://site.katha.test, *' },
        timeoutMs: 180_000,
      });
      await expect(started.then((cms) => cms.stop())).rejects.toThrow(
        /KATHA_CORS_ORIGINS: "\*" is not an origin/,
      );
    },
    CEILING_MS,
  );
});
