/**
 * The full seed against a real CMS: what the demo data promises, read back through the REST API as
 * a client reads it, page by page within the answer bound. On the suite's SQLite run, once
 * (vitest.config.mts: ONCE, OWN_CMS); KATHA_TEST_DB=postgres with KATHA_TEST_POSTGRES_URL runs it on
 * PostgreSQL by hand (`npx vitest run test/seed.test.ts`), seeding it first (minutes). The suite's shared CMS is unseeded, so this file
 * starts its own from the seeded SQLite template (tools/cms.mjs); it only reads.
 */
import { LOCALES } from '@katha/rules';
import { SEED_PASSWORD as PASSWORD, type RunningCms, startCms } from '@katha/tools/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CEILING_MS, type JsonReply as Json } from './api.ts';

let cms: RunningCms;

const get = async (path: string, token?: string): Promise<Json> => {
  const response = await fetch(`${cms.apiUrl}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return response.json();
};

/**
 * Every item of a list, page after page as its meta.pagination says: a page that could pass the
 * answer bound comes back at the page size that fits (src/utils/answer-cost.ts).
 */
const everyPage = async (path: string, token?: string): Promise<Json[]> => {
  const items: Json[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await get(`${path}&pagination[page]=${page}`, token);
    items.push(...data);
    if (page >= meta.pagination.pageCount) {
      expect(items, path).toHaveLength(meta.pagination.total);
      return items;
    }
  }
};

const login = async (identifier: string) => {
  const response = await fetch(`${cms.apiUrl}/auth/local`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: PASSWORD }),
  });
  expect(response.status, identifier).toBe(200);
  return (await response.json()) as { jwt: string; user: { id: number; username: string } };
};

const me = async (jwt: string) =>
  get('/users/me?populate[role]=true&populate[profile][populate][0]=profile_image', jwt);

/** The fields of an article and of its relations these tests read (the bodies would fill a page). */
const ARTICLE_QUERY = [
  ...['slug', 'title', 'locale', 'type', 'word_count', 'read_time'].map(
    (field, i) => `fields[${i}]=${field}`,
  ),
  'populate[author][fields][0]=username',
  'populate[author][populate][profile_image][fields][0]=url',
  'populate[featured_image][fields][0]=formats',
  'populate[topic]=true',
  'populate[localizations][fields][0]=locale',
].join('&');

const articles = new Map<string, Promise<Json[]>>();
/** Every published article of a locale, with the relations the listings populate; read once (nothing writes). */
const allArticles = (locale: string) => {
  if (!articles.has(locale))
    articles.set(locale, everyPage(`/articles?locale=${locale}&pagination[pageSize]=100&${ARTICLE_QUERY}`));
  return articles.get(locale)!;
};

beforeAll(async () => {
  const postgresUrl = process.env.KATHA_TEST_POSTGRES_URL;
  const database = process.env.KATHA_TEST_DB === 'postgres' && postgresUrl ? { postgresUrl } : 'sqlite';
  cms = await startCms({ seed: true, database });
}, CEILING_MS);

afterAll(async () => {
  await cms?.stop();
});

describe('the seeded CMS', () => {
  it('has at least 30 published articles in every locale and 90 overall, each complete', async () => {
    let total = 0;
    for (const locale of LOCALES) {
      const articles = await allArticles(locale);
      expect(articles.length, locale).toBeGreaterThanOrEqual(30);
      total += articles.length;
      for (const a of articles) {
        expect(a.locale).toBe(locale);
        expect(a.slug, a.title).toBeTruthy();
        expect(a.author?.username, `${locale} ${a.slug}: author`).toBeTruthy();
        expect(a.author.profile_image?.url, `${a.slug}: avatar`).toBeTruthy();
        expect(a.topic?.name, `${locale} ${a.slug}: topic`).toBeTruthy();
        expect(
          a.featured_image?.formats?.small?.url,
          `${locale} ${a.slug}: featured_image.formats.small`,
        ).toBeTruthy();
        expect(a.word_count, a.slug).toBeGreaterThan(0);
        expect(a.read_time, a.slug).toBeGreaterThanOrEqual(1);
      }
    }
    expect(total).toBeGreaterThanOrEqual(90);
  });

  it('links at least 10 documents to their translations, each with its author set in every locale', async () => {
    const en = await allArticles('en');
    const translated = en.filter((a: Json) => (a.localizations ?? []).length >= 1);
    expect(translated.length).toBeGreaterThanOrEqual(10);
    const hi = await allArticles('hi-IN');
    for (const a of translated) {
      const other = hi.find((h: Json) => h.documentId === a.documentId);
      if (other) expect(other.author?.username, a.slug).toBe(a.author.username);
    }
  });

  it('shows the listing rule: some published pieces are short or not of type article', async () => {
    const en = await allArticles('en');
    expect(en.some((a: Json) => a.word_count < 150)).toBe(true);
    expect(en.some((a: Json) => a.type === 'poem' || a.type === 'story')).toBe(true);
  });

  it('has topics, blog topics and subscription plans named in every locale', async () => {
    for (const locale of LOCALES) {
      const topics = await everyPage(`/topics?locale=${locale}&pagination[pageSize]=100`);
      expect(topics.length, locale).toBe(10);
      const blogTopics = await everyPage(`/blog-topics?locale=${locale}&pagination[pageSize]=100`);
      expect(blogTopics.length, locale).toBe(4);
      const plans = await everyPage(`/subscription-plans?locale=${locale}`);
      expect(plans.length, locale).toBe(3);
      for (const p of plans) expect(Number(p.price)).toBeGreaterThan(0);
    }
  });

  it('has the demo accounts with their roles and profiles', async () => {
    const expected = [
      ['reader@katha.dev', 'reader', 'authenticated'],
      ['editor@katha.dev', 'katha_editor', 'editor'],
      ['staff@katha.dev', 'katha_staff_demo', 'katha_staff'],
    ] as const;
    for (const [email, username, role] of expected) {
      const { jwt } = await login(email);
      const user = await me(jwt);
      expect(user.username).toBe(username);
      expect(user.role?.type).toBe(role);
      expect(user.profile?.username).toBe(username);
      expect(user.profile?.profile_image?.url).toBeTruthy();
    }
  });

  it('gives the reader likes, bookmarks, follows and an active subscription', async () => {
    const { jwt } = await login('reader@katha.dev');
    const { profile } = await me(jwt);
    const full = await get(`/profiles/${profile.documentId}?populate[0]=following`, jwt);
    expect(full.data.following.length).toBeGreaterThan(0);
    // Likes and bookmarks are read as the reader sees them: their own, on the articles.
    const liked = await everyPage(
      '/articles?locale=*&pagination[pageSize]=200&fields[0]=slug&populate[liked_by][fields][0]=username&populate[bookmarked_by][fields][0]=username',
      jwt,
    );
    expect(liked.some((article: Json) => article.liked_by?.length)).toBe(true);
    const bookmarked = await get('/articles/bookmarked?locale=*', jwt);
    expect(bookmarked.data.length).toBeGreaterThan(0);
    const subs = await get(
      `/subscriptions?filters[profile][documentId][$eq]=${profile.documentId}&populate[subscription_plan]=true`,
      jwt,
    );
    expect(subs.data.some((s: Json) => s.is_active && s.subscription_plan)).toBe(true);
  });

  it('gives the editor 30 days of insights, monthly revenues and a profile revenue', async () => {
    const { jwt } = await login('editor@katha.dev');
    const { profile } = await me(jwt);
    const insights = await get(
      '/insights?pagination[pageSize]=100&sort=date:desc&populate[article][fields][0]=title',
      jwt,
    );
    expect(insights.meta.pagination.total).toBeGreaterThanOrEqual(30);
    const today = new Date().toISOString().slice(0, 10);
    const dates = new Set(insights.data.map((i: Json) => i.date));
    expect(dates.has(today)).toBe(true);
    expect(insights.data[0].article?.title).toBeTruthy();
    const revenues = await everyPage(
      `/article-revenues?filters[author][documentId][$eq]=${profile.documentId}&pagination[pageSize]=200`,
      jwt,
    );
    expect(revenues.length).toBeGreaterThan(0);
    const total = revenues.reduce(
      (sum: number, r: Json) =>
        sum + Number(r.amount_earned_incentive) + Number(r.amount_earned_ads) + Number(r.amount_earned_other),
      0,
    );
    expect(total).toBeGreaterThan(0);
    const profileRevenue = await get(
      `/profile-revenues?filters[profile][documentId][$eq]=${profile.documentId}`,
      jwt,
    );
    expect(profileRevenue.data).toHaveLength(1);
  });

  it('has comments with replies', async () => {
    const en = await allArticles('en');
    let replies = 0;
    let comments = 0;
    for (const a of en.slice(0, 40)) {
      const thread = await get(`/comments/api::article.article:${a.documentId}?locale=en`);
      comments += thread.length;
      replies += thread.reduce((n: number, c: Json) => n + (c.children?.length ?? 0), 0);
    }
    expect(comments).toBeGreaterThan(5);
    expect(replies).toBeGreaterThan(0);
  });

  it('has the referral code', async () => {
    expect(await get('/referrals/validate-referral-code?filters[code][$eq]=KATHA2026')).toEqual({
      valid: true,
    });
  });
});
