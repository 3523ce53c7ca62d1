// `npm run bench -w @katha/cms`: request rates and latencies of the home listing, searches and
// trending with 10,000 generated articles in a throwaway SQLite database, on loopback with 10
// connections (the budget) and with 1 (latency without queueing, for comparison on busy machines).
// The queries are the ones the site sends (the shapes of @katha/sdk's buildArticleListQuery,
// buildArticleSearchQuery and buildTrendingQuery) to the real routes, anonymous unless a row says
// "signed in". Every answer's X-Katha-Cache header is counted, so each row says how many answers
// came from the response cache; the cold search row sends a different text with every request.
// Prints figures; asserts nothing. BENCH_ARTICLES and BENCH_SECONDS change the size and duration.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildServer } from './build-lib.mjs';
import { launchCms } from './cms-process.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const ARTICLES = Number(process.env.BENCH_ARTICLES || 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const AUTHORS = 200;
const LOCALES = ['en', 'en', 'hi-IN', 'kn-IN'];
const WORDS = {
  en: (
    'monsoon river village grandmother courtyard train station market festival lamp letter school ' +
    'teacher mango harbour fisherman kite rooftop temple bicycle rain evening morning city memory ' +
    'song drum kitchen window mountain forest road bridge journey home silence story'
  ).split(' '),
  'hi-IN': (
    'बारिश नदी गाँव दादी आँगन रेलगाड़ी स्टेशन बाज़ार त्योहार दीया चिट्ठी स्कूल शिक्षक आम बंदरगाह ' +
    'मछुआरा पतंग छत मंदिर साइकिल शाम सुबह शहर याद गीत ढोल रसोई खिड़की पहाड़ जंगल सड़क पुल यात्रा ' +
    'घर सन्नाटा कहानी'
  ).split(' '),
  'kn-IN': (
    'ಮಳೆ ನದಿ ಹಳ್ಳಿ ಅಜ್ಜಿ ಅಂಗಳ ರೈಲು ನಿಲ್ದಾಣ ಮಾರುಕಟ್ಟೆ ಹಬ್ಬ ದೀಪ ಪತ್ರ ಶಾಲೆ ಶಿಕ್ಷಕ ಮಾವು ಬಂದರು ' +
    'ಮೀನುಗಾರ ಗಾಳಿಪಟ ಮಾಳಿಗೆ ದೇವಸ್ಥಾನ ಸೈಕಲ್ ಸಂಜೆ ಬೆಳಿಗ್ಗೆ ನಗರ ನೆನಪು ಹಾಡು ಡೋಲು ಅಡುಗೆಮನೆ ಕಿಟಕಿ ' +
    'ಬೆಟ್ಟ ಕಾಡು ರಸ್ತೆ ಸೇತುವೆ ಪ್ರಯಾಣ ಮನೆ ಮೌನ ಕಥೆ'
  ).split(' '),
};
const TAGS = [
  'monsoon',
  'childhood',
  'city',
  'family',
  'travel',
  'food',
  'festival',
  'poetry',
  'history',
  'nature',
];
const FIRST_NAMES = ['Asha', 'Ravi', 'Meera', 'Kiran', 'Anu', 'Dev', 'Lata', 'Suresh'];
const LAST_NAMES = ['Rao', 'Iyer', 'Shetty', 'Gupta', 'Nair'];

/**
 * A small deterministic generator so every run benchmarks the same data. It uses the high bits of
 * the LCG: its low bits repeat with a short period, which (before 2026-11-24) made every article
 * English and every author an "Asha Rao".
 */
let state = 20260;
const rand = (n) => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return Math.floor((state / 2147483648) * n);
};
const pick = (list) => list[rand(list.length)];
const documentId = () => randomBytes(12).toString('hex').slice(0, 24);
const sentence = (words) => Array.from({ length: 12 }, () => pick(words)).join(' ');

const populate = (db) => {
  const now = Date.now();
  const insertProfile = db.prepare(
    'INSERT INTO profiles (document_id, username, name, author_access_status, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertArticle = db.prepare(
    `INSERT INTO articles (document_id, title, subtitle, body, slug, tags, type, word_count, read_time, is_archive,
       created_at, updated_at, published_at, locale) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
  );
  const linkAuthor = db.prepare(
    'INSERT INTO articles_author_lnk (article_id, profile_id, article_ord) VALUES (?, ?, 1)',
  );
  const insertInsight = db.prepare(
    'INSERT INTO insights (document_id, date, views, reads, likes, comments, created_at, updated_at, published_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const linkInsight = db.prepare('INSERT INTO insights_article_lnk (insight_id, article_id) VALUES (?, ?)');
  db.transaction(() => {
    const profiles = [];
    for (let i = 0; i < AUTHORS; i++) {
      const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)} ${i}`;
      profiles.push(
        Number(
          insertProfile.run(documentId(), `bench_author_${i}`, name, 'approved', now, now, now)
            .lastInsertRowid,
        ),
      );
    }
    const published = [];
    for (let i = 0; i < ARTICLES; i++) {
      const locale = pick(LOCALES);
      const words = WORDS[locale];
      const paragraphs = 4 + rand(30);
      const body = Array.from(
        { length: paragraphs },
        () => `<p>${sentence(words)}. ${sentence(words)}.</p>`,
      ).join('');
      const wordCount = paragraphs * 24;
      const title = `${pick(words)} ${pick(words)} ${i}`;
      const created = now - rand(365 * 86_400_000);
      const type = rand(10) === 0 ? 'poem' : 'article';
      const tags = [pick(TAGS), pick(TAGS)].join(', ');
      const author = profiles[rand(AUTHORS)];
      const doc = documentId();
      for (const publishedAt of [null, created]) {
        const id = Number(
          insertArticle.run(
            doc,
            title,
            sentence(words),
            body,
            `${title.replaceAll(' ', '-')}`,
            tags,
            type,
            wordCount,
            Math.max(1, Math.ceil(wordCount / 200)),
            created,
            created,
            publishedAt,
            locale,
          ).lastInsertRowid,
        );
        linkAuthor.run(id, author);
        if (publishedAt) published.push(id);
      }
    }
    // A week of engagement on a tenth of the articles, for trending.
    for (let day = 0; day < 7; day++) {
      const date = new Date(now - day * 86_400_000).toISOString().slice(0, 10);
      for (let i = 0; i < ARTICLES / 10; i++) {
        const id = Number(
          insertInsight.run(documentId(), date, rand(200), rand(80), rand(20), rand(5), now, now, now)
            .lastInsertRowid,
        );
        linkInsight.run(id, published[rand(published.length)]);
      }
    }
  })();
};

/** @katha/sdk's serializeStrapiQuery: nested objects as `a[b][c]=value`. */
const serialize = (query) => {
  const parts = [];
  const walk = (key, value) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) for (const [index, item] of value.entries()) walk(`${key}[${index}]`, item);
    else if (typeof value === 'object')
      for (const [child, nested] of Object.entries(value)) walk(`${key}[${child}]`, nested);
    else
      parts.push(
        `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`,
      );
  };
  for (const [key, value] of Object.entries(query)) walk(key, value);
  return parts.join('&');
};

/** The site's article query (@katha/sdk buildArticleListQuery), `extra` filters appended. */
const articleQuery = ({ locale = 'en', profileId, extra = [], sort = true } = {}) => {
  const mine = profileId ? { fields: ['username'], filters: { documentId: { $eq: profileId } } } : undefined;
  return serialize({
    locale,
    populate: {
      author: { populate: { profile_image: true } },
      localizations: { fields: ['locale', 'slug'] },
      featured_image: true,
      topic: true,
      publisher: true,
      blog_topic: true,
      ...(mine ? { liked_by: mine, bookmarked_by: mine } : {}),
    },
    filters: {
      $and: [
        { $or: [{ isArchive: { $eq: false } }, { isArchive: { $null: true } }] },
        { $or: [{ word_count: { $gte: 150 } }, { word_count: { $null: true } }] },
        { $or: [{ type: { $eq: 'article' } }, { type: { $null: true } }] },
        ...extra,
      ],
    },
    pagination: { page: 1, pageSize: 10 },
    ...(sort ? { sort: ['createdAt:desc'] } : {}),
  });
};

/** The site's search (@katha/sdk buildArticleSearchQuery): title, body, author name or tags contain the text. */
const searchPath = (locale, text) =>
  `/api/articles?${articleQuery({
    locale,
    extra: [
      {
        $or: [
          { title: { $containsi: text } },
          { body: { $containsi: text } },
          { author: { name: { $containsi: text } } },
          { tags: { $containsi: text } },
        ],
      },
    ],
  })}`;

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

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Runs autocannon (`paths`: one path, or a function giving each request's path) and computes
 * p50/p95 from every response time, and the share of answers the response cache gave.
 */
const measure = (title, base, paths, connections, headers = {}) =>
  new Promise((resolve, reject) => {
    const times = [];
    let hits = 0;
    const next = typeof paths === 'function' ? paths : () => paths;
    const instance = autocannon(
      {
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
      },
      (error, result) => {
        if (error) return reject(error);
        if (result.non2xx) return reject(new Error(`${title}: ${result.non2xx} non-2xx answers`));
        times.sort((x, y) => x - y);
        resolve({
          query: title,
          connections,
          'req/s': Math.round(result.requests.average),
          'p50 ms': Math.round(percentile(times, 50) * 10) / 10,
          'p95 ms': Math.round(percentile(times, 95) * 10) / 10,
          requests: times.length,
          'cached %': Math.round((hits / Math.max(1, times.length)) * 100),
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-bench-'));
// BENCH_DB=<file> keeps the generated database there (and reuses it when it exists).
const filename = process.env.BENCH_DB || path.join(dir, 'bench.db');
const reuse = !!process.env.BENCH_DB && fs.existsSync(filename);
const env = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename, KATHA_SEED: 'none' };
try {
  await buildServer();
  if (!reuse) {
    console.log(`[bench] creating the schema, then ${ARTICLES} articles by ${AUTHORS} authors`);
    await (await launchCms({ env })).stop();
    const db = new Database(filename);
    populate(db);
    db.close();
  }

  const cms = await launchCms({ env: { ...env, KATHA_LOG_REQUESTS: 'false' } }); // no per-request log lines
  try {
    // A signed-in reader, for the listing with "my" likes and bookmarks (never cached).
    const username = `bench${Date.now().toString(36)}`;
    const registered = await fetch(`${cms.url}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username,
        email: `${username}@example.test`,
        password: 'Bench#2026',
        t_n_c_accepted: true,
      }),
    }).then((reply) => reply.json());
    const auth = { authorization: `Bearer ${registered.jwt}` };
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
      await measure('warm-up', cms.url, warm, 10, headers).catch(() => undefined);
      rows.push(await measure(title, cms.url, paths, 10, headers));
      rows.push(await measure(title, cms.url, paths, 1, headers)); // latency without queueing
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
  fs.rmSync(dir, { recursive: true, force: true });
}
