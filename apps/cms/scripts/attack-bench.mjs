// `npm run bench:attacks -w @katha/cms`: the time and size of every hostile query of issue 18 at
// 10,000 articles (the benchmark's data, tools/bench-data.mjs), anonymous and as a signed-in
// reader: the issue's findings (the takeover populate, finding 5's deep populate, the drafts
// queries, the email and bookmarks oracles, a NUL byte, `populate=*`) and the probes the attack
// suite generates from the schema (tools/attack/probes.mjs) for those two callers, and issue 28's
// (tools/attack/kinds.mjs: every route in every spelling, every query key in array and object
// forms). Sequential requests
// (latency without queueing). When the site is built (apps/web/build), the same requests go through
// its server's `/api` proxy too (the reader with the site's session cookie); ATTACK_SITE=0 skips
// that. ATTACK_SAMPLE=<n> sends only about n of the generated probes (default: all).
// Prints figures; asserts nothing.
import os from 'node:os';
import { registerConfirmed } from '@katha/tools/accounts';
import { formProbes, sendRaw, spellingProbes } from '@katha/tools/attack/kinds';
import { findings, generateProbes, plainProbes, sendProbes } from '@katha/tools/attack/probes';
import { ARTICLE_UID, listRoutes, loadSchema, PROFILE_UID, USER } from '@katha/tools/attack/schema';
import { ARTICLES, benchDatabase } from '@katha/tools/bench-data';
import { CMS_ADMIN } from '@katha/tools/cms';
import { launchCms } from '@katha/tools/cms-process';
import { isBuilt, launchSite } from '@katha/tools/site-process';

const SAMPLE = Number(process.env.ATTACK_SAMPLE || Number.POSITIVE_INFINITY);
const SITE = process.env.ATTACK_SITE !== '0' && isBuilt();

const json = async (base, path, { method = 'GET', body, token } = {}) => {
  const reply = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await reply.text();
  try {
    return { status: reply.status, body: JSON.parse(text) };
  } catch {
    return { status: reply.status, body: text };
  }
};

const { env, cleanup } = await benchDatabase();
try {
  const cms = await launchCms({
    env: { ...env, KATHA_LOG_REQUESTS: 'false', KATHA_RATE_LIMIT_SCALE: '100' },
  });
  try {
    const base = cms.url;
    // A reader who bookmarks, likes and comments on an article (so the oracles have something to find).
    const username = `attack${Date.now().toString(36)}`;
    const { jwt } = await registerConfirmed(`${base}/api`, {
      username,
      email: `${username}@example.test`,
      password: 'Bench#2026',
      t_n_c_accepted: true,
    });
    const me = await json(base, '/api/users/me?populate=profile', { token: jwt });
    const profile = me.body.profile;
    const first = await json(base, '/api/articles?pagination[pageSize]=1&fields[0]=title');
    const article = first.body.data[0];
    await json(base, `/api/profiles/${profile.documentId}`, {
      method: 'PUT',
      token: jwt,
      body: {
        data: {
          liked_articles: { connect: [article.documentId] },
          bookmarked_articles: { connect: [{ documentId: article.documentId }] },
        },
      },
    });
    await json(base, `/api/comments/api::article.article:${article.documentId}`, {
      method: 'POST',
      token: jwt,
      body: { content: 'A comment for the attack benchmark' },
    });

    const types = loadSchema();
    const adminLogin = await json(base, '/admin/login', {
      method: 'POST',
      body: CMS_ADMIN,
    });
    const routes = await listRoutes(base, adminLogin.body.data.token, types);
    const ids = Object.fromEntries([...types.keys()].map((uid) => [uid, 'nosuchdocument00000000000']));
    ids[ARTICLE_UID] = article.documentId;
    ids[PROFILE_UID] = profile.documentId;
    ids[USER] = me.body.id;
    const params = {
      id: ids,
      relation: `api::article.article:${article.documentId}`,
      authorId: me.body.id,
      type: 'strapi',
      uid: ARTICLE_UID,
    };
    const tokens = { readerA: jwt };
    const roles = new Set(['anonymous', 'readerA']);

    const plain = plainProbes({ routes, params }).filter((probe) => roles.has(probe.role));
    const plainResults = await sendProbes(base, plain, tokens, { concurrency: 1, keepBody: () => false });
    const open = new Set(
      plainResults.filter((r) => r.status < 400).map((r) => `${r.probe.route} ${r.probe.role}`),
    );
    const secrets = {
      readerA: {
        account: {
          [USER]: { username, email: `${username}@example.test`, provider: 'local', password: '$2' },
          [PROFILE_UID]: { username: profile.username, documentId: profile.documentId },
        },
        acted: {
          [ARTICLE_UID]: { documentId: article.documentId, title: article.title },
          [PROFILE_UID]: { username: profile.username, documentId: profile.documentId },
        },
      },
    };
    const generated = generateProbes({
      types,
      routes,
      owners: ['readerA'],
      secrets,
      params,
      open: (route, role) => open.has(`${route} ${role}`),
    }).filter((probe) => roles.has(probe.role));
    const kinds = [
      ...spellingProbes({ routes, params }),
      ...formProbes({ routes, params, open: (route, role) => open.has(`${route} ${role}`) }),
    ].filter((probe) => roles.has(probe.role));
    const step = Math.max(1, Math.floor(generated.length / SAMPLE));
    const sample = generated.filter((_, index) => index % step === 0);
    const kindStep = Math.max(1, Math.floor(kinds.length / SAMPLE));
    const kindSample = kinds.filter((_, index) => index % kindStep === 0);
    const named = findings({ article: article.documentId, readerUsername: profile.username }).flatMap(
      (finding) =>
        ['anonymous', 'readerA'].map((role) => ({
          route: finding.name,
          role,
          uid: finding.uid,
          kind: 'finding',
          url: finding.url,
        })),
    );

    // Warm-up (not measured): the plain pass above.
    const direct = [
      ...(await sendProbes(base, [...named, ...sample], tokens, { concurrency: 1, keepBody: () => false })),
      ...(await sendRaw(base, kindSample, tokens, { concurrency: 1 })),
    ];
    const rows = [];
    const report = (where, results) => {
      for (const { probe, status, ms, bytes } of results.filter((r) => r.probe.kind === 'finding'))
        rows.push({ via: where, query: probe.route, caller: probe.role, status, ms: Math.round(ms), bytes });
    };
    report('CMS', direct);
    let proxied = [];
    if (SITE) {
      const site = await launchSite({ cmsUrl: base, env: { KATHA_PROXY_KEY: cms.proxyKey } });
      try {
        const credentials = (token) => ({ cookie: `katha_session=${token}` });
        proxied = [
          ...(await sendProbes(site.url, [...named, ...sample], tokens, {
            concurrency: 1,
            keepBody: () => false,
            credentials,
          })),
          ...(await sendRaw(site.url, kindSample, tokens, { concurrency: 1, credentials })),
        ];
      } finally {
        await site.stop();
      }
      report('site proxy', proxied);
    }
    console.table(rows);

    const summary = (where, all) => {
      const sorted = all.map((r) => r.ms).sort((a, b) => a - b);
      const p = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]);
      const slowest = all.reduce((a, b) => (b.ms > a.ms ? b : a));
      const largest = all.reduce((a, b) => (b.bytes > a.bytes ? b : a));
      const over = all.filter((r) => r.ms >= 300 || r.bytes >= 1_000_000);
      console.log(
        `\n[attack-bench] ${where}: ${ARTICLES} articles, SQLite, ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(1)}; ` +
          `${all.length} hostile requests (${named.length} findings, ${sample.length} of ${generated.length} generated probes, ${kindSample.length} of ${kinds.length} spellings and query forms${where === 'directly' ? `, ${plainResults.length} plain` : ''}), sequential`,
      );
      console.log(`[attack-bench] p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, max ${Math.round(slowest.ms)} ms`);
      console.log(
        `[attack-bench] slowest: ${Math.round(slowest.ms)} ms, ${slowest.bytes} bytes, ${slowest.status} — ${slowest.probe.role} GET ${slowest.probe.url}`,
      );
      console.log(
        `[attack-bench] largest: ${largest.bytes} bytes, ${Math.round(largest.ms)} ms, ${largest.status} — ${largest.probe.role} GET ${largest.probe.url}`,
      );
      console.log('[attack-bench] the five slowest:');
      for (const r of [...all].sort((a, b) => b.ms - a.ms).slice(0, 5))
        console.log(
          `  ${Math.round(r.ms)} ms ${r.bytes} bytes ${r.status} ${r.probe.role} GET ${r.probe.url}`,
        );
      console.log(`[attack-bench] over 300 ms or 1 MB: ${over.length}`);
      for (const r of over.slice(0, 20))
        console.log(
          `  ${Math.round(r.ms)} ms ${r.bytes} bytes ${r.status} ${r.probe.role} GET ${r.probe.url}`,
        );
    };
    summary('directly', [...plainResults, ...direct]);
    if (SITE) summary('through the site', proxied);
  } finally {
    await cms.stop();
  }
} finally {
  cleanup();
}
