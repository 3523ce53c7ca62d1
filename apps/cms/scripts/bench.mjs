// `npm run bench -w @katha/cms`: request rates and latencies of the home listing, searches and
// trending with 10,000 generated articles in a throwaway SQLite database, on loopback with 10
// connections (the budget) and with 1 (latency without queueing, for comparison on busy machines).
// The queries are the ones the site sends (built by @katha/sdk's buildArticleListQuery,
// buildArticleSearchQuery and buildTrendingQuery: build the SDK first) to the real routes, anonymous unless a row says
// "signed in". Every answer's X-Katha-Cache header is counted, so each row says how many answers
// came from the response cache; the cold search row sends a different text with every request.
// Prints figures; asserts nothing. BENCH_ARTICLES and BENCH_SECONDS change the size and duration.
// The data (tools/bench-data.mjs) is shared with scripts/attack-bench.mjs and the site's bench.
import os from 'node:os';
import {
  buildArticleListQuery,
  buildArticleSearchQuery,
  buildTrendingQuery,
  serializeStrapiQuery,
} from '@katha/sdk';
import { registerConfirmed } from '@katha/tools/accounts';
import { measure } from '@katha/tools/bench';
import { ARTICLES, benchDatabase, FIRST_NAMES, LAST_NAMES, rand, TAGS, WORDS } from '@katha/tools/bench-data';
import { launchCms } from '@katha/tools/cms-process';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);

/** The site's article query (@katha/sdk's own buildArticleListQuery, or its trending form without `sort`). */
const articleQuery = ({ locale = 'en', profileId, sort = true } = {}) =>
  serializeStrapiQuery(
    sort ? buildArticleListQuery({ locale, profileId }) : buildTrendingQuery({ locale, profileId }),
  );

/** The site's search (@katha/sdk's buildArticleSearchQuery): title, body, author name or tags contain the text. */
const searchPath = (locale, text) =>
  `/api/articles?${serializeStrapiQuery(buildArticleSearchQuery(text, { locale }))}`;

/**
 * What readers type, each text once, per locale: words and parts of words of 3+ characters (as
 * typed), author names, tags and words no article has; every fifth text a two-word phrase (only
 * phrases after the ~1,200th request).
 * Shuffled, so consecutive requests differ in locale and kind.
 */
const searchTexts = () => {
  const single = [];
  const phrases = [];
  for (const [locale, words] of Object.entries(WORDS)) {
    const seen = new Set();
    const add = (list, text) => {
      if (seen.has(text)) return;
      seen.add(text);
      list.push([locale, text]);
    };
    for (const word of words) {
      const chars = [...word];
      for (let start = 0; start < chars.length; start++)
        for (let end = start + 3; end <= chars.length; end++) add(single, chars.slice(start, end).join(''));
    }
    for (const first of words)
      for (const second of words) if (first !== second) add(phrases, `${first} ${second}`);
    if (locale === 'en') {
      for (const tag of TAGS) add(single, tag);
      for (const first of FIRST_NAMES) for (const last of LAST_NAMES) add(single, `${first} ${last}`);
      for (const name of [...FIRST_NAMES, ...LAST_NAMES]) add(single, name);
      for (const miss of ['zebra', 'xylophone', 'quantum', 'volcano', 'glacier']) add(single, miss);
    }
  }
  const shuffle = (list) => {
    for (let i = list.length - 1; i > 0; i--) {
      const j = rand(i + 1);
      [list[i], list[j]] = [list[j], list[i]];
    }
    return list;
  };
  shuffle(single);
  shuffle(phrases);
  const texts = [];
  for (let i = 0; i < single.length; i++) {
    texts.push(single[i]);
    if (i % 4 === 3) texts.push(phrases[i >> 2]);
  }
  // Then the other phrases, so a fast run does not come back to texts already asked.
  return [...texts, ...phrases.slice(single.length >> 2)];
};

/**
 * One row: autocannon for SECONDS (`paths`: one path, or a function giving each request's path),
 * p50/p95 from every response time, and the share of answers the response cache gave.
 */
const row = async (title, base, paths, connections, headers = {}) => {
  let hits = 0;
  const next = typeof paths === 'function' ? paths : () => paths;
  const { result, times, p50, p95 } = await measure({
    url: base,
    connections,
    duration: SECONDS,
    headers,
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
    setupClient: (client) =>
      client.on('headers', ({ headers }) => {
        // [name, value, name, value, …]
        for (let i = 0; i < headers.length; i += 2) {
          if (headers[i].toLowerCase() === 'x-katha-cache' && headers[i + 1] === 'HIT') hits += 1;
        }
      }),
  });
  if (result.non2xx) throw new Error(`${title}: ${result.non2xx} non-2xx answers`);
  return {
    query: title,
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': Math.round(p50 * 10) / 10,
    'p95 ms': Math.round(p95 * 10) / 10,
    requests: times.length,
    'cached %': Math.round((hits / Math.max(1, times.length)) * 100),
  };
};
const { env, cleanup } = await benchDatabase();
try {
  const cms = await launchCms({ env: { ...env, KATHA_LOG_REQUESTS: 'false' } }); // no per-request log lines
  try {
    // A signed-in reader, for the listing with "my" likes and bookmarks (never cached).
    const username = `bench${Date.now().toString(36)}`;
    const { jwt } = await registerConfirmed(`${cms.url}/api`, {
      username,
      email: `${username}@example.test`,
      password: 'Bench#2026',
      t_n_c_accepted: true,
    });
    const auth = { authorization: `Bearer ${jwt}` };
    const me = await fetch(`${cms.url}/api/users/me?populate=profile`, { headers: auth }).then((r) =>
      r.json(),
    );

    const texts = searchTexts();
    let cursor = 0;
    let warmCursor = 0;
    const nextSearch = () => {
      const [locale, text] = texts[cursor++ % texts.length];
      return searchPath(locale, text);
    };
    const rows = [];
    const only = process.env.BENCH_ONLY; // a part of the titles of the rows to run
    const run = async (title, paths, headers) => {
      if (only && !title.includes(only)) return;
      // Warm-up, not measured (the cold search warms up on texts it will not measure).
      const warm = typeof paths === 'function' ? () => searchPath('en', `warm ${warmCursor++}`) : paths;
      await row('warm-up', cms.url, warm, 10, headers).catch(() => undefined);
      rows.push(await row(title, cms.url, paths, 10, headers));
      rows.push(await row(title, cms.url, paths, 1, headers)); // latency without queueing
    };
    await run('home listing', `/api/articles?${articleQuery()}`);
    await run(
      'home listing, signed in',
      `/api/articles?${articleQuery({ profileId: me.profile.documentId })}`,
      auth,
    );
    await run('search, a new text each time', nextSearch);
    await run('search, one text ("kite")', searchPath('en', 'kite'));
    await run('trending', `/api/articles/trending?${articleQuery({ sort: false })}`);
    const load = os.loadavg()[0].toFixed(1);
    console.log(
      `\n[bench] ${ARTICLES} articles, SQLite, ${SECONDS} s per row, ${os.cpus().length} cores, load ${load}, ${texts.length} search texts (${cursor} sent)`,
    );
    console.table(rows);
  } finally {
    await cms.stop();
  }
} finally {
  cleanup();
}
