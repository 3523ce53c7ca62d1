/**
 * The attack kinds of issue 28 that are a sequence of calls rather than one query (the generated
 * single-request kinds are in tools/attack/kinds.mjs), for test/attack.test.ts. Each returns its
 * requests as probe results (counted with the others) and what it found as failures (reported
 * with the others); times are printed, never asserted.
 */
import { deflateSync } from 'node:zlib';
import { registerConfirmed } from '@katha/tools/accounts';
import { contractOperations, fillRoute, sendRaw, spellRoute } from '@katha/tools/attack/kinds';
import type { Probe, ProbeResult } from '@katha/tools/attack/probes';
import { listRoutes, type Route, type SchemaType } from '@katha/tools/attack/schema';
import { adminLogin } from '@katha/tools/cms';
import { RULES } from '../src/middlewares/rate-limit.ts';
import { api, BASE, register, type TestUser, unique } from './api.ts';

export interface Found {
  results: ProbeResult[];
  failures: { probe: Probe; status: number; reason: string }[];
  figures: string[];
}
const found = (): Found => ({ results: [], failures: [], figures: [] });

/** One request as a probe of `kind`, sent raw (kinds.mjs's sendRaw) and kept in `into`. */
const send = async (
  into: Found,
  base: string,
  kind: string,
  probe: { url: string; method?: string; body?: unknown; headers?: Record<string, string>; role?: string },
  token?: string,
) => {
  const role = probe.role ?? (token ? 'caller' : 'anonymous');
  const [result] = (await sendRaw(
    base,
    [{ id: 0, route: probe.url.split('?')[0]!, kind, ...probe, role }],
    token ? { [role]: token } : {},
  )) as [ProbeResult];
  into.results.push(result);
  if (result.status === 0 || result.status >= 500)
    fail(into, result, `answered ${result.status || 'nothing'}`);
  return result as ProbeResult & { body: JsonBody };
};
// biome-ignore lint/suspicious/noExplicitAny: answers of every shape
type JsonBody = any;
const fail = (into: Found, result: ProbeResult, reason: string) =>
  into.failures.push({ probe: result.probe, status: result.status, reason });

// ---------------------------------------------------------------------------------------------
// PNG

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([length, body, sum]);
};

/**
 * A real PNG: `rows` are the filtered scanlines (a filter byte each); `colour` 2 RGB, 0 grey;
 * `depth` bits per sample.
 */
export const pngOf = (width: number, height: number, rows: Buffer, colour = 2, depth = 8) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colour, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A pixel bomb: 16,000 × 16,000 one-bit grey (256 megapixels) in about 30 kB. */
export const pixelBomb = () => {
  const side = 16_000;
  return pngOf(side, side, Buffer.alloc(side * (1 + side / 8)), 0, 1);
};

const multipart = (file: Buffer, name: string) => {
  const boundary = `----katha${Date.now().toString(36)}`;
  return {
    boundary,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
};

/** Pixel bombs: an upload of a huge-pixel, small-bytes image is refused (4xx), for each caller who may upload. */
export const pixelBombs = async (uploaders: Record<string, TestUser>) => {
  const into = found();
  const bomb = pixelBomb();
  for (const [role, user] of Object.entries(uploaders)) {
    const { boundary, body } = multipart(bomb, `${unique('bomb')}.png`);
    const result = await send(
      into,
      BASE,
      'pixel bomb',
      {
        url: '/api/upload',
        method: 'POST',
        body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        role,
      },
      user.jwt,
    );
    into.figures.push(
      `pixel bomb (${bomb.length} bytes, 256 megapixels) as ${role}: ${result.status} in ${Math.round(result.ms)} ms`,
    );
    if (result.status < 400) fail(into, result, `a ${bomb.length}-byte, 256-megapixel PNG was taken`);
  }
  return into;
};

// ---------------------------------------------------------------------------------------------
// Sessions

/**
 * The session after it ended: a password change (and every logout the contract lists) must end
 * the JWTs issued before it, on every route: the old token answers 401, or what anonymous gets.
 */
export const endedSessions = async (routes: Route[], params: Record<string, unknown>) => {
  const into = found();
  const urls = routes
    .map((route) => fillRoute(route.path, route.uid, params))
    .filter((url): url is string => Boolean(url));
  const anonymous = new Map<string, number>();
  for (const url of urls) anonymous.set(url, (await send(into, BASE, 'ended session', { url })).status);
  const replay = async (how: string, jwt: string) => {
    for (const url of urls) {
      const result = await send(into, BASE, 'ended session', { url, role: how }, jwt);
      const expected = anonymous.get(url);
      if (result.status < 400 && result.status !== expected)
        fail(into, result, `${how}: the old token answers ${result.status} (anonymous gets ${expected})`);
    }
  };
  const changing = await register('atkpw');
  const changed = await send(
    into,
    BASE,
    'ended session',
    {
      url: '/api/auth/change-password',
      method: 'POST',
      body: { currentPassword: 'Secret#123', password: 'Secret#456', passwordConfirmation: 'Secret#456' },
    },
    changing.jwt,
  );
  if (changed.status !== 200) fail(into, changed, `the password change itself answered ${changed.status}`);
  await replay('after a password change', changing.jwt);
  for (const operation of contractOperations().filter(
    (candidate) => candidate.method === 'POST' && /log-?out|sign-?out/i.test(candidate.path),
  )) {
    const leaving = await register('atkout');
    const out = await send(
      into,
      BASE,
      'ended session',
      { url: `/api${operation.path}`, method: 'POST', body: {} },
      leaving.jwt,
    );
    into.figures.push(`logout ${operation.path}: ${out.status}`);
    await replay(`after ${operation.path}`, leaving.jwt);
  }
  return into;
};

// ---------------------------------------------------------------------------------------------
// Enumeration

/** What may differ between two answers (tokens, ids, names): only the status and the error are compared. */
const shape = (result: ProbeResult) => {
  const body = result.body as JsonBody;
  return JSON.stringify({
    status: result.status,
    keys: body && typeof body === 'object' ? Object.keys(body).sort() : typeof body,
    error: body?.error
      ? { name: body.error.name, message: body.error.message, key: body.error.details?.key }
      : null,
  });
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Account enumeration by answer and by time: sign-in, registration (with a new and with a taken
 * username) and forgot-password answer the same for a real account's email as for an unknown one (compared); the times are measured
 * (median of 5 each) and printed.
 */
export const enumeration = async () => {
  const into = found();
  const real = await register('atkenum');
  const asks: [string, string, (email: string) => Record<string, unknown>][] = [
    ['/api/auth/local', 'sign-in', (email) => ({ identifier: email, password: 'Wrong#Password1' })],
    ['/api/auth/forgot-password', 'forgot-password', (email) => ({ email })],
    [
      '/api/auth/local/register',
      'registration',
      (email) => ({ username: unique('atkreg'), email, password: 'Secret#123', t_n_c_accepted: true }),
    ],
    // Usernames are public (a taken one is refused), but not whether the address is taken too.
    [
      '/api/auth/local/register',
      'registration with a taken username',
      (email) => ({ username: real.username, email, password: 'Secret#123', t_n_c_accepted: true }),
    ],
  ];
  for (const [url, name, body] of asks) {
    const times = { real: [] as number[], unknown: [] as number[] };
    let answers: Record<'real' | 'unknown', ProbeResult | undefined> = {
      real: undefined,
      unknown: undefined,
    };
    for (let round = 0; round < 5; round++)
      for (const who of ['real', 'unknown'] as const) {
        const email = who === 'real' ? real.email : `${unique('nobody')}@example.test`;
        const result = await send(into, BASE, 'enumeration', {
          url,
          method: 'POST',
          body: body(email),
          role: who,
        });
        times[who].push(result.ms);
        answers = { ...answers, [who]: result };
      }
    into.figures.push(
      `${name}: real account ${Math.round(median(times.real))} ms, unknown ${Math.round(median(times.unknown))} ms (median of 5)`,
    );
    if (answers.real && answers.unknown && shape(answers.real) !== shape(answers.unknown))
      fail(
        into,
        answers.real,
        `${name} answers a real account's email otherwise than an unknown one: ${shape(answers.real)} vs ${shape(answers.unknown)}`,
      );
  }
  return into;
};

// ---------------------------------------------------------------------------------------------
// Counters

const insightTotals = async (author: TestUser, article: string) => {
  const reply = await api.get(
    `/insights?filters[article][documentId][$eq]=${article}&pagination[pageSize]=100`,
    author.jwt,
  );
  const rows = (reply.body?.data ?? []) as Record<string, number>[];
  const sum = (key: string) => rows.reduce((total, row) => total + (Number(row[key]) || 0), 0);
  return { views: sum('views'), reads: sum('reads'), likes: sum('likes') };
};
const likeNotifications = async (author: TestUser) => {
  const reply = await api.get('/notifications?pagination[pageSize]=50', author.jwt);
  return ((reply.body?.data ?? []) as { kind: string }[]).filter((row) => row.kind === 'article_like').length;
};

/**
 * Counter inflation: one reader liking and unliking an article six times, and fifteen view and
 * read events from one anonymous client and from one reader, count each person once (the author's
 * insight and like notifications grow by at most one per person).
 */
export const counters = async (author: TestUser, article: string, reader: TestUser) => {
  const into = found();
  const before = { ...(await insightTotals(author, article)), notified: await likeNotifications(author) };
  for (let round = 0; round < 6; round++)
    for (const change of ['connect', 'disconnect'])
      await send(
        into,
        BASE,
        'counter',
        {
          url: `/api/profiles/${reader.profile.documentId}`,
          method: 'PUT',
          body: { data: { liked_articles: { [change]: [article] } } },
          role: 'reader',
        },
        reader.jwt,
      );
  for (const [role, token] of [
    ['anonymous', undefined],
    ['reader', reader.jwt],
  ] as const)
    for (let round = 0; round < 15; round++) {
      await send(
        into,
        BASE,
        'counter',
        { url: `/api/articles/${article}/view`, method: 'POST', role },
        token,
      );
      await send(
        into,
        BASE,
        'counter',
        { url: `/api/articles/${article}/read`, method: 'POST', body: { seconds: 600, progress: 1 }, role },
        token,
      );
    }
  const after = { ...(await insightTotals(author, article)), notified: await likeNotifications(author) };
  const last = into.results.at(-1)!;
  const grew = (key: keyof typeof after, most: number, what: string) => {
    const by = after[key] - before[key];
    into.figures.push(`${what}: +${by}`);
    if (by > most) fail(into, last, `${what} grew by ${by} (at most ${most}: one per person)`);
  };
  grew('likes', 1, "six like/unlike rounds by one reader: the insight's likes");
  grew('notified', 1, 'six like/unlike rounds by one reader: like notifications');
  grew('views', 2, 'fifteen views each from one anonymous client and one reader: views');
  grew('reads', 2, 'fifteen reads each from one anonymous client and one reader: reads');
  return into;
};

// ---------------------------------------------------------------------------------------------
// Rate limits, whatever the spelling

/** The rule a request of the CMS matches, by the limiter's own table. */
const matches = (rule: (typeof RULES)[number], method: string, path: string) =>
  rule.method === method && (rule.path instanceof RegExp ? rule.path.test(path) : false);

/**
 * Every rate-limited route (rate-limit.ts RULES, found in the CMS's own route list), sent in turn
 * in every spelling (and, for sign-in, as the account's username, email and upper-case email): no
 * more of them may reach the route than the rule's limit. `cmsUrl`: a CMS started with
 * `limits` (account and per-address, the same for every group) and the minimal seed.
 */
export const spelledLimits = async (
  cmsUrl: string,
  types: Map<string, SchemaType>,
  limits: { account: number; ip: number },
) => {
  const into = found();
  const adminJwt = await adminLogin(cmsUrl);
  const routes = await listRoutes(cmsUrl, adminJwt, types, { all: true });
  const articles = await fetch(`${cmsUrl}/api/articles?pagination[pageSize]=1`).then((r) => r.json());
  const article = articles?.data?.[0]?.documentId ?? 'missing';
  const username = unique('atklim');
  const email = `${username}@example.test`;
  // From an address of its own, so its registration and sign-in count in none of the limits probed.
  const { jwt } = await registerConfirmed(
    `${cmsUrl}/api`,
    { username, email, password: 'Secret#123', t_n_c_accepted: true },
    { localAddress: '127.0.0.250' },
  );
  const relation = `api::article.article:${article}`;
  const comment = await send(
    into,
    cmsUrl,
    'rate limit',
    { url: `/api/comments/${relation}`, method: 'POST', body: { content: 'Hello' }, role: 'user' },
    jwt,
  );
  const params = { id: {}, relation, commentId: comment.body?.id ?? 1, provider: 'github' };
  for (const rule of RULES) {
    // A plugin's root route is listed with its slash (`/api/upload/`): the canonical spelling is without.
    const route = routes
      .map((candidate) => ({ ...candidate, path: candidate.path.replace(/(.)\/+$/, '$1') }))
      .find((candidate) => {
        const url = fillRoute(candidate.path, candidate.uid, params, '1');
        return url && matches(rule, candidate.method ?? 'GET', url);
      });
    if (!route) {
      into.failures.push({
        probe: { id: 0, route: rule.name, role: 'user', kind: 'rate limit', url: String(rule.path) },
        status: 0,
        reason: `no route of the CMS matches the rate-limit rule ${rule.name}: the suite cannot probe it`,
      });
      continue;
    }
    const spellings = spellRoute(route, params);
    const identifiers = rule.name === 'sign-in' ? [email, username, email.toUpperCase()] : [email];
    const named = (identifier: string) =>
      identifiers.length === 1
        ? ''
        : identifier === email
          ? ' as email'
          : identifier === username
            ? ' as username'
            : ' as EMAIL';
    const limit = rule.account ? limits.account : limits.ip;
    const sent = limit + spellings.length + identifiers.length;
    const reached: string[] = [];
    let last: ProbeResult | undefined;
    for (let attempt = 0; attempt < sent; attempt++) {
      const [spelling, url] = spellings[attempt % spellings.length]!;
      const identifier = identifiers[attempt % identifiers.length]!;
      const query =
        rule.method === 'GET' && /username-available/.test(route.path) ? '?username=somebody' : '';
      last = await send(
        into,
        cmsUrl,
        'rate limit',
        {
          url: `${url}${query}`,
          method: rule.method,
          role: spelling,
          body:
            rule.method === 'GET'
              ? undefined
              : {
                  identifier,
                  email,
                  password: 'Wrong#Password1',
                  passwordConfirmation: 'Wrong#Password1',
                  currentPassword: 'Wrong#Password1',
                  code: 'nocode',
                  content: 'Hello again',
                },
        },
        jwt,
      );
      if (![404, 405, 429].includes(last.status))
        reached.push(`${spelling}${named(identifier)} → ${last.status}`);
    }
    into.figures.push(`${rule.name}: ${reached.length} of ${sent} reached (limit ${limit})`);
    if (last && reached.length > limit)
      fail(
        into,
        last,
        `${rule.name}: ${reached.length} of ${sent} requests in ${spellings.length} spellings reached ${route.path} (limit ${limit}): ${reached.join(', ')}`,
      );
  }
  return into;
};
