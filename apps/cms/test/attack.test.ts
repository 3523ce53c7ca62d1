/**
 * The attack suite of issue 18 (section 5): generated from the schema and the running CMS's route
 * list at test time (@katha/tools/attack: tools/attack/schema.mjs, probes.mjs, oracle.mjs), so a new field, relation, type or route is probed
 * without a new test. For every GET route of the content API × field and relation (one level down,
 * and into users and roles) × operator × caller (anonymous, two readers, two writers) it asks
 * filters, sorts, populates (one level, deep, `*`), `fields`, `status=draft`, hostile pages and a
 * NUL byte, and judges each answer: 4xx, or a 200 that carries no private field, no other user's
 * account, email, role list, bookmarks, likes, owned records or drafts, and whose rows for a filter
 * on a secret are the same as for a value that matches nothing (no oracle); never a 5xx, never
 * over 1 MB. Times are recorded and printed, not asserted (apps/cms/scripts/attack-bench.mjs
 * measures them at 10,000 articles).
 */

import {
  contractOperations,
  corsProbes,
  fillRoute,
  foreignOrigins,
  formProbes,
  judgeCors,
  judgeForms,
  judgeSpellings,
  sendRaw,
  spellingProbes,
} from '@katha/tools/attack/kinds';
import { inspect, judge } from '@katha/tools/attack/oracle';
import {
  filterPaths,
  findings,
  generateProbes,
  OPERATORS,
  type Probe,
  plainProbes,
  ROLES,
  sendProbes,
} from '@katha/tools/attack/probes';
import {
  ARTICLE_UID,
  declaredRoutes,
  listRoutes,
  loadSchema,
  PROFILE_UID,
  ROLE,
  USER,
} from '@katha/tools/attack/schema';
import { startCms } from '@katha/tools/cms';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminToken,
  api,
  BASE,
  connect,
  createArticle,
  register,
  registerEditor,
  staffCreates,
  type TestUser,
  unique,
} from './api.ts';
import {
  counters,
  endedSessions,
  enumeration,
  type Found,
  pixelBombs,
  pngOf,
  spelledLimits,
} from './attack-sequences.ts';

/** A real 16×16 PNG (a gradient). */
const png = () => {
  const size = 16;
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) rows.set([x * 16, y * 16, 128], y * (1 + size * 3) + 1 + x * 3);
  return pngOf(size, size, rows);
};

type Callers = Record<'readerA' | 'readerB' | 'editorA' | 'editorB', TestUser>;
// biome-ignore lint/suspicious/noExplicitAny: probe results are JSON of every shape
type Result = any;

const types = loadSchema();
let callers: Callers;
let published: string;
let draft: string;
let draftTitle: string;
let editTitle: string;
let results: Result[] = [];
let failures: Result[] = [];
let probeCount = 0;
let shapeCount = 0;
let sequences: Found[] = [];
const context = new Map<string, unknown>();
const strings: { value: string; owner: string; what: string }[] = [];
const records = new Map<string, { owner: string; what: string }>();

beforeAll(async () => {
  const [readerA, readerB, editorA, editorB] = await Promise.all([
    register('atkra'),
    register('atkrb'),
    registerEditor('atkea'),
    registerEditor('atkeb'),
  ]);
  callers = { readerA, readerB, editorA, editorB };

  // Editor A: a published article, a draft never published, and an unpublished edit of the first.
  const article = await createArticle(editorA);
  expect(article.status).toBe(201);
  published = article.body.data.documentId;
  draftTitle = unique('DraftSecret ');
  const drafted = await createArticle(editorA, { title: draftTitle }, '?status=draft');
  expect(drafted.status).toBe(201);
  draft = drafted.body.data.documentId;
  editTitle = unique('UnpublishedEdit ');
  await api.put(`/articles/${published}?status=draft`, { data: { title: editTitle } }, editorA.jwt);

  // Reader A: likes, bookmarks and comments on it, uploads an image (when readers may), asks for a
  // password reset (so a reset token exists to leak).
  const acted = await api.put(
    `/profiles/${readerA.profile.documentId}`,
    {
      data: {
        liked_articles: { connect: [published] },
        bookmarked_articles: { connect: [{ documentId: published }] },
      },
    },
    readerA.jwt,
  );
  expect(acted.status).toBe(200);
  const comment = await api.post(
    `/comments/api::article.article:${published}`,
    { content: 'Lovely' },
    readerA.jwt,
  );
  expect(comment.status).toBe(200);
  const form = new FormData();
  form.append('files', new Blob([png()], { type: 'image/png' }), `${unique('atk')}.png`);
  const upload = await fetch(`${BASE}/api/upload`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${readerA.jwt}` },
  });
  expect([201, 403]).toContain(upload.status); // a real PNG: taken, or uploads closed to readers
  const uploaded =
    upload.status === 201 ? ((await upload.json()) as { id: number; documentId: string }[])[0] : undefined;
  if (uploaded) records.set(uploaded.documentId, { owner: 'readerA', what: "reader A's upload" });
  await api.post('/auth/forgot-password', { email: readerA.email });

  // Staff enter what belongs to one person: editor A's insight and revenues, reader A's subscription.
  const plan = await staffCreates('api::subscription-plan.subscription-plan', {
    name: unique('Plan '),
    price: 99,
    interval: 'month',
    features: ['Ad-free reading'],
    is_active: true,
  });
  const owned = {
    subscription: await staffCreates('api::subscription.subscription', {
      profile: connect(readerA.profile.documentId),
      subscription_plan: connect(plan.documentId),
      is_active: true,
      started_at: new Date().toISOString(),
    }),
    insight: await staffCreates('api::insight.insight', {
      article: { connect: [{ documentId: published, locale: 'en' }] },
      author: connect(editorA.profile.documentId),
      date: new Date().toISOString().slice(0, 10),
      views: 7,
      reads: 3,
      likes: 1,
      comments: 1,
    }),
    articleRevenue: await staffCreates('api::article-revenue.article-revenue', {
      article: { connect: [{ documentId: published, locale: 'en' }] },
      author: connect(editorA.profile.documentId),
      period: '2026-11-01',
      amount_earned_incentive: 120.5,
      amount_earned_ads: 30,
      amount_earned_other: 0,
    }),
    profileRevenue: await staffCreates('api::profile-revenue.profile-revenue', {
      profile: connect(editorA.profile.documentId),
      Total_amount_paid: 500,
      Total_amount_due: 150.5,
    }),
    notification: await staffCreates('api::notification.notification', {
      recipient: connect(readerA.profile.documentId),
      kind: 'new_follower',
      actor_username: editorA.profile.username,
    }),
    referral: await staffCreates('api::referral-code.referral-code', {
      code: unique('ATK').toUpperCase(),
      owner: connect(editorA.profile.documentId),
      is_active: true,
    }),
  };
  records.set(owned.subscription.documentId, { owner: 'readerA', what: "reader A's subscription" });
  records.set(owned.insight.documentId, { owner: 'editorA', what: "editor A's insight" });
  records.set(owned.articleRevenue.documentId, { owner: 'editorA', what: "editor A's article revenue" });
  records.set(owned.profileRevenue.documentId, { owner: 'editorA', what: "editor A's profile revenue" });
  records.set(owned.referral.documentId, { owner: 'editorA', what: "editor A's referral code" });
  records.set(owned.notification.documentId, { owner: 'readerA', what: "reader A's notification" });
  const requests: Record<string, string> = {};
  for (const name of ['editorA', 'editorB'] as const) {
    const own = await api.get('/request-author-accesses', callers[name].jwt);
    for (const row of own.body?.data ?? []) {
      records.set(row.documentId, { owner: name, what: `${name}'s author-access request` });
      requests[name] = row.documentId;
    }
  }

  // Values no one else may find in an answer.
  strings.push({ value: draftTitle, owner: 'editorA', what: "editor A's unpublished draft" });
  strings.push({ value: editTitle, owner: 'editorA', what: "editor A's unpublished edit" });
  for (const [name, user] of Object.entries(callers))
    strings.push({ value: user.email, owner: name, what: `${name}'s email` });

  // What each caller is, for the oracle.
  const me = async (user: TestUser) => (await api.get('/users/me', user.jwt)).body ?? {};
  const ownArticles = { editorA: new Set([published, draft]) } as Record<string, Set<string>>;
  for (const [name, user] of Object.entries(callers)) {
    context.set(name, {
      types,
      strings,
      records,
      caller: {
        key: name,
        id: user.id,
        username: user.username,
        email: user.email,
        profile: user.profile.documentId,
        documents: ownArticles[name] ?? new Set(),
      },
    });
  }
  context.set('anonymous', { types, strings, records, caller: undefined });

  // The secrets the oracle pairs look for: each owner's account, what reader A acted on, editor A's drafts.
  const account = async (user: TestUser, role: { type: string; name: string }) => ({
    [USER]: {
      username: user.username,
      email: user.email,
      provider: 'local',
      password: '$2',
      blocked: false,
      confirmed: true,
      t_n_c_accepted: true,
      documentId: (await me(user)).documentId,
    },
    [PROFILE_UID]: { username: user.profile.username, documentId: user.profile.documentId },
    [ROLE]: role,
  });
  const secrets = {
    readerA: {
      account: await account(readerA, { type: 'authenticated', name: 'Authenticated' }),
      acted: {
        [ARTICLE_UID]: { documentId: published, title: article.body.data.title },
        [PROFILE_UID]: { documentId: readerA.profile.documentId, username: readerA.profile.username },
      },
    },
    editorA: {
      account: await account(editorA, { type: 'editor', name: 'Editor' }),
      drafts: { [ARTICLE_UID]: { documentId: draft, title: draftTitle } },
    },
  };

  // The routes, and a value for each parameter.
  const routes = await listRoutes(BASE, await adminToken(), types);
  const roleOfReader = (await api.get('/users/me?populate=role', readerA.jwt)).body?.role?.id;
  const ids: Record<string, string | number | undefined> = {
    [ARTICLE_UID]: draft,
    [PROFILE_UID]: readerA.profile.documentId,
    [USER]: readerA.id,
    [ROLE]: roleOfReader ?? 1,
    'plugin::upload.file': uploaded?.id ?? 1,
    'api::subscription.subscription': owned.subscription.documentId,
    'api::insight.insight': owned.insight.documentId,
    'api::article-revenue.article-revenue': owned.articleRevenue.documentId,
    'api::profile-revenue.profile-revenue': owned.profileRevenue.documentId,
    'api::request-author-access.request-author-access': requests.editorA,
    'api::notification.notification': owned.notification.documentId,
  };
  for (const uid of types.keys()) ids[uid] ??= 'nosuchdocument00000000000';
  const params = {
    id: ids,
    relation: `api::article.article:${published}`,
    authorId: readerA.id,
    type: 'strapi',
    uid: ARTICLE_UID,
  };
  const tokens: Record<string, string> = Object.fromEntries(
    Object.entries(callers).map(([name, user]) => [name, user.jwt]),
  );

  // First every route as every caller, plainly: which routes each caller may use at all.
  const plain = plainProbes({ routes, params });
  const plainResults = await sendProbes(BASE, plain, tokens);
  const openRoutes = new Set(
    plainResults.filter((r: Result) => r.status < 400).map((r: Result) => `${r.probe.route} ${r.probe.role}`),
  );
  const probes = generateProbes({
    types,
    routes,
    owners: ['readerA', 'editorA'],
    secrets,
    params,
    open: (route: string, role: string) => openRoutes.has(`${route} ${role}`),
  });
  // The issue's own findings, as every kind of caller.
  const named = findings({ article: published, readerUsername: readerA.profile.username }).flatMap(
    (finding) =>
      ['anonymous', 'readerB', 'editorB'].map((role) => ({
        route: finding.name,
        role,
        uid: finding.uid,
        kind: 'finding',
        url: finding.url,
      })),
  );
  const generated = [...plainResults, ...(await sendProbes(BASE, [...probes, ...named], tokens))];

  // Issue 28's kinds, generated the same way (tools/attack/kinds.mjs): every route in every
  // spelling, every scalar query key of the contract in array and object forms, and CORS from
  // foreign origins on every route (as a signed-in reader), every write of the contract and the
  // admin panel's session calls (anonymously: the headers are the point, not the answer).
  const open = (route: string, role: string) => openRoutes.has(`${route} ${role}`);
  const origins = foreignOrigins(BASE);
  const writes = contractOperations()
    .filter((operation) => operation.method !== 'GET')
    .map((operation) => ({
      path: `/api${operation.path.replace(/\{[^}]+\}/g, 'nosuchdocument00000000000')}`,
      method: operation.method,
    }));
  const kinds = await sendRaw(
    BASE,
    [
      ...spellingProbes({ routes, params }),
      ...formProbes({ routes, params, open }),
      ...corsProbes({
        targets: routes
          .map((route) => ({ path: fillRoute(route.path, route.uid, params) }))
          .filter((target) => target.path),
        origins,
        role: 'readerA',
      }),
      ...corsProbes({
        targets: [...writes, { path: '/admin/users/me' }, { path: '/admin/access-token', method: 'POST' }],
        origins,
        role: 'anonymous',
      }),
    ].map((probe, id) => ({ ...probe, id })),
    tokens,
  );
  // The kinds that are a sequence of calls (test/attack-sequences.ts), the rate limits on a CMS of
  // their own with small limits (the shared one raises them for the other files).
  sequences = [
    await endedSessions(routes, params),
    await enumeration(),
    await pixelBombs(uploaded ? { readerB } : { editorB }),
    await counters(editorA, published, readerB),
  ];
  const limits = { account: 3, ip: 8 };
  const limited = await startCms({
    seed: 'minimal',
    env: Object.fromEntries(
      ['AUTH', 'COMMENT', 'UPLOAD', 'USERNAME_CHECK'].flatMap((group) => [
        [`KATHA_${group}_RATE_LIMIT`, String(limits.account)],
        [`KATHA_${group}_RATE_LIMIT_IP`, String(limits.ip)],
      ]),
    ),
  });
  try {
    sequences.push(await spelledLimits(limited.url, types, limits));
  } finally {
    await limited.stop();
  }

  results = [...generated, ...kinds, ...sequences.flatMap((found) => found.results)];
  probeCount = results.length;
  shapeCount = new Set(
    results.map(
      (r: Result) =>
        `${r.probe.route} ${r.probe.kind} ${r.probe.field ?? ''} ${r.probe.op ?? ''} ${r.probe.spelling ?? r.probe.form ?? r.probe.origin ?? ''} ${r.probe.role}`,
    ),
  ).size;
  failures = [
    ...judge([...generated, ...kinds], (role: string) => context.get(role)),
    ...judgeSpellings(kinds),
    ...judgeForms(kinds),
    ...judgeCors(kinds),
    ...sequences.flatMap((found) => found.failures),
  ];
}, 1_800_000);

describe('the generated attack suite', () => {
  it('covers every content type, route and caller it found', () => {
    const routes = new Set(results.map((r: Result) => r.probe.route));
    expect(routes.has('/api/articles')).toBe(true);
    expect(routes.has('/api/users')).toBe(true);
    expect(routes.has('/api/comments/:relation/flat')).toBe(true);
    expect(routes.has('/api/upload/files')).toBe(true);
    const roles = new Set(results.map((r: Result) => r.probe.role));
    expect(ROLES.filter((role) => !roles.has(role))).toEqual([]);
    // Every kind of issue 28 sent its probes.
    const kinds = new Set(results.map((r: Result) => r.probe.kind));
    for (const kind of [
      'spelling',
      'query form',
      'cors',
      'ended session',
      'enumeration',
      'pixel bomb',
      'counter',
      'rate limit',
    ])
      expect(kinds.has(kind), kind).toBe(true);
    // Every GET route the route files and the plugins declare is among those probed.
    expect(declaredRoutes(types).filter((route) => !routes.has(route))).toEqual([]);
    expect(results.length).toBeGreaterThan(1000);
    // The oracle is not vacuous: the site's own plain reads still answer with the seeded data.
    const plain = (route: string, role: string) =>
      results.find(
        (r: Result) => r.probe.kind === 'plain' && r.probe.route === route && r.probe.role === role,
      );
    expect(plain('/api/articles', 'anonymous')?.status).toBe(200);
    // Articles, whichever come first: the other suites' articles may push this one to a later page.
    expect((plain('/api/articles', 'anonymous')?.body as { data?: unknown[] })?.data?.length).toBeGreaterThan(
      0,
    );
    expect(JSON.stringify(plain('/api/comments/:relation', 'anonymous')?.body)).toContain('Lovely');
    expect(plain('/api/users/me', 'readerA')?.status).toBe(200);
  });

  it('answers no probe with a 5xx, more than 1 MB, a private field, someone else’s data, or an oracle', () => {
    const slowest = results.reduce((a: Result, b: Result) => (b.ms > a.ms ? b : a));
    const largest = results.reduce((a: Result, b: Result) => (b.bytes > a.bytes ? b : a));
    const leakingProbes = new Set(failures.map((f: Result) => f.probe));
    const statuses = new Map<number, number>();
    for (const r of results) statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
    const answered = [...statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${n}× ${status}`);
    // The space the probes sample: the types the routes answer, their fields, their filter paths
    // (fields, related types' fields, into users and roles) × operators × callers.
    const probedTypes = new Set(
      results.map((r: Result) => r.probe.uid).filter((uid: string) => types.has(uid)),
    );
    const fields = [...probedTypes].reduce((n, uid) => n + Object.keys(types.get(uid)!.attributes).length, 0);
    const paths = [...probedTypes].reduce((n, uid) => n + filterPaths(types, uid).length, 0);
    console.log(
      `[attack] ${probedTypes.size} types, ${fields} fields, ${paths} filter paths × ${OPERATORS.length} operators × 5 callers ` +
        `= ${paths * OPERATORS.length * 5} filter combinations, sampled with the populates, sorts, fields and hostile pages by ` +
        `${probeCount} probes (${shapeCount} route × kind × field × operator × caller shapes; ` +
        `answered ${answered.join(', ')}), ${leakingProbes.size} leaking probes, ${failures.length} leaks; ` +
        `slowest ${Math.round(slowest.ms)} ms (${slowest.probe.role} ${slowest.probe.url}); ` +
        `largest ${largest.bytes} bytes (${largest.probe.role} ${largest.probe.url})`,
    );
    // One line per kind of failure (route, kind, reason), with a count and an example.
    const grouped = new Map<string, { count: number; example: Result }>();
    for (const failure of failures) {
      const key = `${failure.probe.route} | ${failure.probe.kind} | ${failure.reason.replace(/^\$[^:]*: /, '')}`;
      const entry = grouped.get(key) ?? { count: 0, example: failure };
      entry.count += 1;
      grouped.set(key, entry);
    }
    const report = [...grouped.entries()].map(
      ([key, { count, example }]) =>
        `${count}× ${key} — e.g. ${example.probe.role} ${example.probe.method ?? 'GET'} ${example.probe.url} → ${example.status} (${example.reason}): ${JSON.stringify(results.find((r: Result) => r.probe === example.probe)?.body ?? '').slice(0, 300)}`,
    );
    // The worst answer a stranger can cause, anonymous and as a reader (times printed, never asserted).
    for (const [who, roles] of [
      ['anonymous', ['anonymous']],
      ['a reader', ['readerA', 'readerB', 'reader', 'caller', 'real', 'unknown']],
    ] as const) {
      const theirs = results.filter((r: Result) => (roles as readonly string[]).includes(r.probe.role));
      if (!theirs.length) continue;
      const slow = theirs.reduce((a: Result, b: Result) => (b.ms > a.ms ? b : a));
      const big = theirs.reduce((a: Result, b: Result) => (b.bytes > a.bytes ? b : a));
      console.log(
        `[attack] worst as ${who}: ${Math.round(slow.ms)} ms (${slow.probe.kind}: ${slow.probe.method ?? 'GET'} ${slow.probe.url} → ${slow.status}); ` +
          `${big.bytes} bytes (${big.probe.kind}: ${big.probe.method ?? 'GET'} ${big.probe.url} → ${big.status})`,
      );
    }
    const byKind = new Map<string, number>();
    for (const r of results) byKind.set(r.probe.kind, (byKind.get(r.probe.kind) ?? 0) + 1);
    console.log(`[attack] probes by kind: ${[...byKind].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
    console.log(`[attack] sequences:\n  ${sequences.flatMap((found) => found.figures).join('\n  ')}`);
    if (report.length) console.log(`[attack] leaks:\n${report.join('\n')}`);
    expect(report).toEqual([]);
  });
});

describe('the oracle itself', () => {
  const caller = {
    key: 'me',
    id: 7,
    username: 'me',
    email: 'me@example.test',
    profile: 'myprofile',
    documents: new Set(['mine']),
  };
  const options = {
    types,
    caller,
    strings: [{ value: 'Secret draft title', owner: 'other', what: 'a draft title' }],
    records: new Map([['theirs', { owner: 'other', what: 'their record' }]]),
  };
  const leaks = (body: unknown, uid = ARTICLE_UID) => inspect(body, uid, options);

  it('finds each kind of leak in an answer', () => {
    expect(leaks({ data: [{ author: { user: { id: 1, password: '$2a$10$x' } } }] }).join()).toMatch(
      /password/,
    );
    expect(leaks({ data: [{ author: { user: { id: 1, username: 'x' } } }] }).join()).toMatch(
      /reached through/,
    );
    expect(leaks({ data: [{ title: 'x', authorEmail: 'x@example.test' }] }).join()).toMatch(/email/);
    expect(leaks({ data: [{ documentId: 'd', publishedAt: null }] }).join()).toMatch(/draft/);
    expect(leaks({ data: [{ documentId: 'mine', publishedAt: null }] })).toEqual([]);
    expect(leaks({ data: [{ title: 'Secret draft title' }] }).join()).toMatch(/draft title/);
    expect(leaks({ data: [{ bookmarked_by: [{ documentId: 'someone' }] }] }).join()).toMatch(/bookmarked_by/);
    expect(leaks({ data: [{ bookmarked_by: [{ documentId: 'myprofile' }] }] })).toEqual([]);
    expect(leaks({ data: [{ liked_by: { count: 3 } }] })).toEqual([]);
    expect(leaks({ data: [{ article: { documentId: 'theirs' } }] }, 'api::insight.insight').join()).toMatch(
      /their record/,
    );
    expect(leaks({ roles: [{ id: 1, type: 'authenticated', nb_users: 3 }] }, ROLE).join()).toMatch(
      /roles|user counts/,
    );
    expect(leaks([{ id: 1, username: 'a' }], USER).join()).toMatch(/account row/);
    expect(leaks({ id: 1, username: 'a' }, USER)).toEqual([]); // one person's public projection, asked by id
    expect(
      leaks({ id: 7, username: 'me', email: 'me@example.test', role: { type: 'authenticated' } }, USER),
    ).toEqual([]);
    expect(
      leaks(
        { author: { username: 'a', provider: 'local', role: { type: 'x' } } },
        'plugin::comments.comment',
      ).join(),
    ).toMatch(/account row/);
  });

  it('finds a filter oracle, a sort oracle, a 5xx, an answer over 1 MB and each judge of issue 28', () => {
    const probe = (extra: Partial<Probe>): Probe => ({
      id: 0,
      route: '/api/x',
      role: 'me',
      uid: USER,
      kind: 'filter',
      url: '/api/x',
      ...extra,
    });
    const result = (p: Probe, body: unknown, status = 200, bytes = 10) => ({
      probe: p,
      status,
      ms: 1,
      bytes,
      body,
    });
    const match = probe({ field: 'email', op: '$eq', pair: { key: 'k', side: 'match' } });
    const control = probe({ field: 'email', op: '$eq', pair: { key: 'k', side: 'control' } });
    const asc = probe({ kind: 'sort', field: 'email', pair: { key: 's', side: 'control', order: true } });
    const desc = probe({ kind: 'sort', field: 'email', pair: { key: 's', side: 'match', order: true } });
    const reasons = judge(
      [
        result(match, { data: [{ documentId: 'a' }, { documentId: 'b' }] }),
        result(control, { data: [{ documentId: 'b' }] }),
        result(asc, { data: [{ documentId: 'a' }, { documentId: 'b' }] }),
        result(desc, { data: [{ documentId: 'b' }, { documentId: 'a' }] }),
        result(probe({ kind: 'NUL byte' }), 'boom', 500),
        result(probe({ kind: 'pagination' }), [], 200, 2_000_000),
      ],
      () => options,
    ).map((failure) => failure.reason);
    expect(reasons.join('\n')).toMatch(/orders the rows/);
    expect(reasons.join('\n')).toMatch(/oracle/);
    expect(reasons.join('\n')).toMatch(/answered 500/);
    expect(reasons.join('\n')).toMatch(/2000000 bytes/);
    // Issue 28's judges: a spelling answering otherwise than its route, a form answering more than
    // its scalar, a foreign origin allowed with credentials.
    const kind = (extra: Partial<Probe>) => probe({ kind: 'spelling', group: 'g', ...extra });
    expect(
      judgeSpellings([
        result(kind({ spelling: 'canonical' }), {}, 403),
        result(kind({ spelling: 'trailing slash' }), {}, 200),
        result(kind({ spelling: 'other case' }), {}, 404),
      ]).map((failure) => failure.reason),
    ).toEqual(['trailing slash answers 200 where the route answers 403']);
    const form = (name: string) => probe({ kind: 'query form', form: name, field: 'status', group: 'f' });
    expect(
      judgeForms([
        result(form('none'), { data: [{ documentId: 'a', publishedAt: '2026' }] }),
        result(form('scalar'), { data: [{ documentId: 'a', publishedAt: '2026' }] }),
        result(form('index [0]'), { data: [{ documentId: 'd', publishedAt: null }] }),
        result(form('repeated key'), { data: [{ documentId: 'a' }, { documentId: 'b' }] }),
      ]).map((failure) => failure.reason),
    ).toEqual([
      'index [0] form of status: drafts the scalar form does not give',
      'repeated key form of status: 2 rows where the scalar form gives at most 1',
    ]);
    const cors = probe({ kind: 'cors', origin: 'https://attacker.example', method: 'GET' });
    const headers = (allowed: string) => ({
      'access-control-allow-origin': allowed,
      'access-control-allow-credentials': 'true',
    });
    expect(
      judgeCors([
        { ...result(cors, {}), headers: headers('https://attacker.example') },
        { ...result(cors, {}), headers: { 'access-control-allow-origin': '*' } },
      ]).map((failure) => failure.reason),
    ).toEqual(['GET from https://attacker.example is allowed with credentials']);
    // The caller's own rows may answer their own values; the same rows either way are no oracle.
    const own = judge([result(match, [{ id: 7, username: 'me' }]), result(control, [])], () => options);
    expect(own).toEqual([]);
  });
});
