// `npm run bench -w @katha/cms`: request rates and latencies of the home listing, a search and
// trending with 10,000 generated articles in a throwaway SQLite database, on loopback with 10
// connections (the budget) and with 1 (latency without queueing, for comparison on busy machines).
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
const WORDS = (
  'monsoon river village grandmother courtyard train station market festival lamp letter school ' +
  'teacher mango harbour fisherman kite rooftop temple bicycle rain evening morning city memory ' +
  'song drum kitchen window mountain forest road bridge journey home silence story'
).split(' ');
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

/** A small deterministic generator so every run benchmarks the same data. */
let state = 20260;
const rand = (n) => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state % n;
};
const pick = (list) => list[rand(list.length)];
const documentId = () => randomBytes(12).toString('hex').slice(0, 24);
const sentence = () => Array.from({ length: 12 }, () => pick(WORDS)).join(' ');

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
      const name = `${pick(['Asha', 'Ravi', 'Meera', 'Kiran', 'Anu', 'Dev', 'Lata', 'Suresh'])} ${pick(['Rao', 'Iyer', 'Shetty', 'Gupta', 'Nair'])} ${i}`;
      profiles.push(
        Number(
          insertProfile.run(documentId(), `bench_author_${i}`, name, 'approved', now, now, now)
            .lastInsertRowid,
        ),
      );
    }
    const published = [];
    for (let i = 0; i < ARTICLES; i++) {
      const paragraphs = 4 + rand(30);
      const body = Array.from({ length: paragraphs }, () => `<p>${sentence()}. ${sentence()}.</p>`).join('');
      const words = paragraphs * 24;
      const title = `${pick(WORDS)} ${pick(WORDS)} ${i}`;
      const created = now - rand(365 * 86_400_000);
      const type = rand(10) === 0 ? 'poem' : 'article';
      const tags = [pick(TAGS), pick(TAGS)].join(', ');
      const author = profiles[rand(AUTHORS)];
      const locale = pick(LOCALES);
      const doc = documentId();
      for (const publishedAt of [null, created]) {
        const id = Number(
          insertArticle.run(
            doc,
            title,
            sentence(),
            body,
            `${title.replaceAll(' ', '-')}`,
            tags,
            type,
            words,
            Math.max(1, Math.ceil(words / 200)),
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

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Runs autocannon on one URL and computes p50/p95 from every response time. */
const measure = (title, url, connections) =>
  new Promise((resolve, reject) => {
    const times = [];
    const instance = autocannon({ url, connections, duration: SECONDS }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx) return reject(new Error(`${title}: ${result.non2xx} non-2xx answers from ${url}`));
      times.sort((x, y) => x - y);
      resolve({
        query: title,
        connections,
        'req/s': Math.round(result.requests.average),
        'p50 ms': Math.round(percentile(times, 50) * 10) / 10,
        'p95 ms': Math.round(percentile(times, 95) * 10) / 10,
        requests: times.length,
      });
    });
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
    const listing = [
      'locale=en',
      'populate[author][populate][0]=profile_image',
      'populate[localizations]=true',
      'populate[featured_image]=true',
      'populate[topic]=true',
      'populate[publisher]=true',
      'populate[blog_topic]=true',
      'populate[liked_by][filters][id][$eq]=1',
      'populate[bookmarked_by][filters][id][$eq]=1',
      'pagination[page]=1',
      'pagination[pageSize]=10',
      'sort=createdAt:desc',
      'filters[$or][0][word_count][$gte]=150',
      'filters[$or][1][word_count][$null]=true',
    ].join('&');
    const search = [
      'locale=en',
      'populate[author][populate][0]=profile_image',
      'pagination[pageSize]=10',
      'filters[$or][0][title][$containsi]=kite',
      'filters[$or][1][body][$containsi]=kite',
      'filters[$or][2][author][name][$containsi]=kite',
      'filters[$or][3][tags][$containsi]=kite',
    ].join('&');
    const trending =
      'locale=en&populate[author][populate][0]=profile_image&filters[isArchive][$eq]=false&pagination[pageSize]=10';
    const rows = [];
    for (const [title, query] of [
      ['home listing', `/api/articles?${listing}`],
      ['search', `/api/articles?${search}`],
      ['trending', `/api/articles/trending?${trending}`],
    ]) {
      await autocannon({ url: `${cms.url}${query}`, connections: 10, duration: 2 }); // warm-up, not measured
      rows.push(await measure(title, `${cms.url}${query}`, 10));
      rows.push(await measure(title, `${cms.url}${query}`, 1)); // latency without queueing
    }
    const load = os.loadavg()[0].toFixed(1);
    console.log(
      `\n[bench] ${ARTICLES} articles, SQLite, ${SECONDS} s per row, ${os.cpus().length} cores, load ${load}`,
    );
    console.table(rows);
  } finally {
    await cms.stop();
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
