// The benchmarks' data: 10,000 generated articles (BENCH_ARTICLES) by 200 authors, in en, hi-IN and
// kn-IN, with a week of engagement, written straight into a throwaway SQLite database. Shared by
// the CMS's bench.mjs (request rates) and attack-bench.mjs (hostile queries) and the site's bench.mjs
// (--large).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { countHtmlWords, DEFAULT_LOCALE, LOCALES, readTime } from '@katha/rules';
import { buildServer, cmsRequire } from './cms-build.mjs';
import { launchCms } from './cms-process.mjs';

const Database = cmsRequire('better-sqlite3');

export const ARTICLES = Number(process.env.BENCH_ARTICLES || 10_000);
export const AUTHORS = 200;
/** The locales articles are written in, English twice as often as each of the others. */
const WEIGHTED_LOCALES = [DEFAULT_LOCALE, ...LOCALES];
export const WORDS = {
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
export const TAGS = [
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
export const FIRST_NAMES = ['Asha', 'Ravi', 'Meera', 'Kiran', 'Anu', 'Dev', 'Lata', 'Suresh'];
export const LAST_NAMES = ['Rao', 'Iyer', 'Shetty', 'Gupta', 'Nair'];

/**
 * A small deterministic generator so every run benchmarks the same data. It uses the high bits of
 * the LCG: its low bits repeat with a short period, which (before 2026-11-24) made every article
 * English and every author an "Asha Rao".
 */
let state = 20260;
export const rand = (n) => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return Math.floor((state / 2147483648) * n);
};
export const pick = (list) => list[rand(list.length)];
const documentId = () => randomBytes(12).toString('hex').slice(0, 24);
const sentence = (words) => Array.from({ length: 12 }, () => pick(words)).join(' ');

export const populate = (db) => {
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
      const locale = pick(WEIGHTED_LOCALES);
      const words = WORDS[locale];
      const paragraphs = 4 + rand(30);
      const body = Array.from(
        { length: paragraphs },
        () => `<p>${sentence(words)}. ${sentence(words)}.</p>`,
      ).join('');
      const wordCount = countHtmlWords(body);
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
            readTime(wordCount),
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

/**
 * Builds the CMS server code and creates the database: the schema (a first start), then the
 * generated rows. BENCH_DB=<file> keeps the database there (and reuses it when it exists).
 * Returns the environment a CMS needs to run on it, and `cleanup()`.
 */
export const benchDatabase = async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'katha-bench-'));
  const filename = process.env.BENCH_DB || path.join(dir, 'bench.db');
  const reuse = !!process.env.BENCH_DB && fs.existsSync(filename);
  const env = { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: filename, KATHA_SEED: 'none' };
  const cleanup = () => fs.rmSync(dir, { recursive: true, force: true });
  try {
    await buildServer();
    if (!reuse) {
      console.log(`[bench] creating the schema, then ${ARTICLES} articles by ${AUTHORS} authors`);
      await (await launchCms({ env })).stop();
      const db = new Database(filename);
      populate(db);
      db.close();
    }
  } catch (error) {
    cleanup();
    throw error;
  }
  return { env, cleanup };
};
