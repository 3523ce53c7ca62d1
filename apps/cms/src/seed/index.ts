/**
 * The Katha seed: authors and demo accounts with avatars, topics, blog topics, publishers,
 * articles in en/hi-IN/kn-IN (linked as localizations of one document per key) with generated
 * featured images, likes, bookmarks, follows, comments with replies, 30 days of insights,
 * monthly revenues, subscription plans, a subscription and a referral code.
 *
 * Idempotent: the core store key `katha-seed-version` marks a finished seed, so a restart does
 * nothing; the whole seed runs in one database transaction, so a failed seed leaves nothing
 * behind and runs again on the next start. Deterministic: every choice comes from a seeded PRNG
 * and every date is an offset from today (UTC), so "the last 30 days" always has data.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { type BulkRow, bulkInsert } from './bulk';
import {
  type ArticleSource,
  groupByKey,
  LOCALES,
  loadContent,
  type PersonSource,
  type SeedContent,
  type SeedLocale,
  type TopicSource,
} from './content';
import { avatarSvg, featuredSvg, logoSvg, renderJpeg, renderPng, renderWebp } from './images';
import { createRng, type Rng } from './prng';
import { COMMENTS, REPLIES } from './social';

export const SEED_VERSION = '1';
export const SEED_STORE_KEY = 'katha-seed-version';
export const REFERRAL_CODE = 'KATHA2026';

export type SeedMode = 'full' | 'minimal';
export interface SeedOptions {
  mode?: SeedMode | 'none';
  /** defaults to `<app root>/seed-content` */
  contentDir?: string;
  /** the day the dates count back from; defaults to today (UTC) */
  today?: Date;
}

const ARTICLE = 'api::article.article';
const PROFILE = 'api::profile.profile';
const USER = 'plugin::users-permissions.user';
const ROLE = 'plugin::users-permissions.role';

const DAY = 86_400_000;

interface Doc {
  id: number;
  documentId: string;
  [key: string]: unknown;
}
type Data = Record<string, unknown>;
interface LooseDocuments {
  create(params: { data: Data; locale?: string; status?: 'published' | 'draft' }): Promise<Doc>;
  update(params: {
    documentId: string;
    data: Data;
    locale?: string;
    status?: 'published' | 'draft';
  }): Promise<Doc | null>;
  findFirst(params: Data): Promise<Doc | null>;
  findMany(params: Data): Promise<Doc[]>;
}
interface LooseQuery {
  findOne(params: Data): Promise<Doc | null>;
  findMany(params: Data): Promise<Doc[]>;
  update(params: Data): Promise<Doc | null>;
  updateMany(params: Data): Promise<{ count: number }>;
  create(params: Data): Promise<Doc>;
  count(params?: Data): Promise<number>;
}
interface UploadedFile {
  id: number;
  documentId: string;
  formats?: Record<string, { url: string }> | null;
}
interface UploadService {
  upload(
    input: {
      data: { fileInfo: { name: string; alternativeText?: string; caption?: string } };
      files: { filepath: string; originalFilename: string; mimetype: string; size: number };
    },
    opts?: Data,
  ): Promise<UploadedFile[]>;
}
interface CommentsClient {
  create(
    input: { relation: string; content: string; threadOf?: number; locale?: string },
    user: { id: number },
  ): Promise<{ id: number }>;
  sendResponseNotification?: (...args: unknown[]) => Promise<void>;
}

interface Ctx {
  strapi: Core.Strapi;
  mode: SeedMode;
  today: Date;
  tmpDir: string;
  cacheDir: string;
  content: SeedContent;
  log: (msg: string) => void;
  /** the knex transaction the seed runs in */
  trx: unknown;
}

const docs = (strapi: Core.Strapi, uid: string) =>
  strapi.documents(uid as never) as unknown as LooseDocuments;
const query = (strapi: Core.Strapi, uid: string) => strapi.db.query(uid as never) as unknown as LooseQuery;

const dayOffset = (today: Date, days: number, hours = 0) =>
  new Date(today.getTime() - days * DAY + hours * 3_600_000);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);
const money = (n: number) => Math.round(n * 100) / 100;

/**
 * Starts `fn` over `items` with at most `limit` in flight and returns one promise per item, so a
 * caller can await item i while later items are still being made.
 */
function startLimited<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>) {
  let active = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    active--;
    queue.shift()?.();
  };
  return items.map((item, i) => {
    const p = new Promise<R>((resolve, reject) => {
      const run = () => {
        active++;
        fn(item, i).then(resolve, reject).finally(release);
      };
      if (active < limit) run();
      else queue.push(run);
    });
    p.catch(() => {}); // awaited later; do not let an early failure crash the process as unhandled
    return p;
  });
}

const mapLimit = <T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>) =>
  Promise.all(startLimited(items, limit, fn));

async function uploadImage(ctx: Ctx, name: string, buffer: Buffer, mimetype: string, alt: string) {
  const filepath = path.join(ctx.tmpDir, name);
  await fs.promises.writeFile(filepath, buffer);
  const service = ctx.strapi.plugin('upload').service('upload') as unknown as UploadService;
  const [file] = await service.upload({
    data: { fileInfo: { name, alternativeText: alt, caption: alt } },
    files: { filepath, originalFilename: name, mimetype, size: buffer.length },
  });
  return file;
}

/**
 * Rendering is deterministic, so rendered images are kept in a git-ignored cache
 * (`.tmp/seed-image-cache`) keyed by a hash of the SVG: fresh test databases on the same machine
 * skip the SVG rasterising. Any cache problem just means rendering again.
 */
async function cachedRender(ctx: Ctx, svg: string, render: (svg: string) => Promise<Buffer>) {
  const file = path.join(ctx.cacheDir, `${createHash('sha256').update(svg).digest('hex').slice(0, 32)}.bin`);
  try {
    return await fs.promises.readFile(file);
  } catch {
    const buffer = await render(svg);
    await fs.promises
      .mkdir(ctx.cacheDir, { recursive: true })
      .then(() => fs.promises.writeFile(file, buffer))
      .catch(() => {});
    return buffer;
  }
}

// ---------------------------------------------------------------------------------------------
// people

interface Person {
  source: PersonSource;
  userId: number;
  profile: Doc;
  /** the uploaded avatar: set on the profile with the social graph, so users need not wait for images */
  avatar: Promise<UploadedFile>;
}

async function roleId(ctx: Ctx, type: string): Promise<number> {
  const role = await query(ctx.strapi, ROLE).findOne({ where: { type } });
  if (role) return role.id;
  ctx.log(`role "${type}" is missing: creating it without permissions`);
  const created = await query(ctx.strapi, ROLE).create({
    data: {
      type,
      name: type === 'katha_staff' ? 'Katha staff' : type[0].toUpperCase() + type.slice(1),
      description: type,
    },
  });
  return created.id;
}

async function seedPeople(ctx: Ctx, rng: Rng): Promise<Map<string, Person>> {
  const { people } = ctx.content;
  const all = [...people.authors, ...people.accounts];
  const roles = new Map<string, number>();
  for (const type of new Set(all.map((p) => p.role))) roles.set(type, await roleId(ctx, type));

  const avatars = startLimited(all, 3, async (p) => {
    const webp = await cachedRender(
      ctx,
      avatarSvg(p.name, p.avatar.background, p.avatar.foreground),
      renderWebp,
    );
    return uploadImage(ctx, `avatar-${p.username}.webp`, webp, 'image/webp', p.name);
  });

  const result = new Map<string, Person>();
  for (const [i, p] of all.entries()) {
    let user = await query(ctx.strapi, USER).findOne({ where: { email: p.email } });
    if (!user) {
      const users = ctx.strapi.plugin('users-permissions').service('user') as unknown as {
        add(values: Data): Promise<Doc>;
      };
      user = await users.add({
        username: p.username,
        email: p.email,
        password: people.password,
        provider: 'local',
        confirmed: true,
        blocked: false,
        role: roles.get(p.role),
        t_n_c_accepted: true,
      });
    }
    let profileRow = await query(ctx.strapi, PROFILE).findOne({ where: { user: { id: user.id } } });
    if (!profileRow) {
      profileRow = await docs(ctx.strapi, PROFILE).create({ data: { username: p.username, user: user.id } });
    }
    const isWriter = p.role === 'editor' || p.role === 'katha_staff';
    const points = isWriter ? rng.int(200, 2400) : p.username === 'reader' ? 1260 : rng.int(40, 900);
    const profile = await docs(ctx.strapi, PROFILE).update({
      documentId: profileRow.documentId,
      data: {
        username: p.username,
        name: p.name,
        bios: p.bios,
        author_access_status: p.role === 'editor' ? 'approved' : 'none',
        user_stat: {
          total_earnings: 0,
          reading_points: points,
          reading_level: 1 + Math.floor(points / 500),
          reading_bonus: money(Math.floor(points / 100) * 2.5),
        },
      },
    });
    if (!profile) throw new Error(`profile of ${p.username} vanished`);
    result.set(p.username, { source: p, userId: user.id, profile, avatar: avatars[i] });
  }
  ctx.log(`${result.size} users with profiles (avatars follow)`);
  return result;
}

// ---------------------------------------------------------------------------------------------
// taxonomies

async function seedLocalizedList(ctx: Ctx, uid: string, items: TopicSource[]) {
  const map = new Map<string, string>();
  for (const item of items) {
    const existing = await docs(ctx.strapi, uid).findFirst({ filters: { slug: item.slug }, locale: 'en' });
    const doc =
      existing ??
      (await docs(ctx.strapi, uid).create({ locale: 'en', data: { name: item.name.en, slug: item.slug } }));
    for (const locale of LOCALES) {
      if (locale === 'en') continue;
      await docs(ctx.strapi, uid).update({
        documentId: doc.documentId,
        locale,
        data: { name: item.name[locale], slug: item.slug },
      });
    }
    map.set(item.slug, doc.documentId);
  }
  return map;
}

const PUBLISHERS = [
  {
    name: 'Katha Originals',
    slug: 'katha-originals',
    website: 'https://katha.dev',
    colours: ['#E8590C', '#FFF4E6'],
  },
  {
    name: 'Konkan Press',
    slug: 'konkan-press',
    website: 'https://konkan-press.example',
    colours: ['#0B7285', '#E3FAFC'],
  },
  {
    name: 'Deccan Review',
    slug: 'deccan-review',
    website: 'https://deccan-review.example',
    colours: ['#1A1B3A', '#FFD8A8'],
  },
] as const;

async function seedPublishers(ctx: Ctx) {
  const map = new Map<string, string>();
  const logos = await mapLimit(PUBLISHERS, 3, async (p) =>
    uploadImage(
      ctx,
      `logo-${p.slug}.png`,
      await renderPng(logoSvg(p.name, p.colours[0], p.colours[1])),
      'image/png',
      p.name,
    ),
  );
  for (const [i, p] of PUBLISHERS.entries()) {
    const doc = await docs(ctx.strapi, 'api::publisher.publisher').create({
      data: { name: p.name, slug: p.slug, website: p.website, logo: logos[i].id },
    });
    map.set(p.slug, doc.documentId);
  }
  return map;
}

// ---------------------------------------------------------------------------------------------
// articles

/**
 * The small data set: every translated key, plus up to five single-locale documents per locale
 * (one short piece and one poem or story among them, so the listing rule still has something to hide).
 */
export function minimalGroups(groups: ArticleSource[][]): ArticleSource[][] {
  const keep = new Set(groups.filter((g) => g.length > 1));
  for (const locale of LOCALES) {
    const singles = groups.filter((g) => g.length === 1 && g[0].locale === locale);
    const short = singles.find((g) => g[0].wordCount < 150);
    const verse = singles.find((g) => g !== short && (g[0].type === 'poem' || g[0].type === 'story'));
    const picked = [short, verse].filter((g): g is ArticleSource[] => Boolean(g));
    for (const g of singles) if (picked.length < 5 && !picked.includes(g)) picked.push(g);
    for (const g of picked) keep.add(g);
  }
  return groups.filter((g) => keep.has(g));
}

interface SeededArticle {
  documentId: string;
  key: string;
  locales: SeedLocale[];
  published: boolean;
  author: string;
  type: string;
  wordCount: number;
  publishedAt: Date;
  /** row ids of the published entries, per locale */
  title: string;
}

interface ArticlePlan {
  plan: Array<{ group: ArticleSource[]; date: Date }>;
  images: Array<Promise<UploadedFile>>;
}

/**
 * Plans the article documents (one per key, each with a date) and starts rendering and uploading
 * their featured images at once, so the images (the slowest part of the seed) are made while
 * users, topics and the first articles are written.
 */
function planArticles(ctx: Ctx): ArticlePlan {
  let groups = [...groupByKey(ctx.content.articles).values()];
  if (ctx.mode === 'minimal') groups = minimalGroups(groups);
  // dates: one per document, from 1 to 200 days ago; a third of them within the last 30 days
  const plan = groups.map((group) => {
    const r = createRng(`date:${group[0].key}`);
    const days = group[0].key === 'welcome-to-katha' ? 200 : r.chance(0.35) ? r.int(1, 29) : r.int(30, 190);
    return { group, date: dayOffset(ctx.today, days, 6 + r.int(0, 12)) };
  });

  // featured images, rendered and uploaded in parallel before the article rows are written
  const timing = { render: 0, upload: 0 };
  const images = startLimited(plan, 2, async ({ group }) => {
    const first = group[0];
    let t = Date.now();
    const jpeg = await cachedRender(ctx, featuredSvg(first.key, first.featured), renderJpeg);
    timing.render += Date.now() - t;
    t = Date.now();
    const file = await uploadImage(ctx, `${first.key}.jpg`, jpeg, 'image/jpeg', first.title);
    timing.upload += Date.now() - t;
    return file;
  });

  if (process.env.KATHA_SEED_PROFILE)
    void Promise.all(images).then(() => ctx.log(`featured images ready ${JSON.stringify(timing)}`));
  return { plan, images };
}

async function seedArticles(
  ctx: Ctx,
  planned: ArticlePlan,
  people: Map<string, Person>,
  topics: Map<string, string>,
  blogTopics: Map<string, string>,
  publishers: Map<string, string>,
): Promise<SeededArticle[]> {
  const { plan, images } = planned;
  const prof = { image: 0, create: 0, localize: 0, backdate: 0 };
  const publisherSlugs = [...publishers.keys()];
  const results: SeededArticle[] = [];
  for (const [i, { group, date }] of plan.entries()) {
    const first = group[0];
    const author = people.get(first.author);
    if (!author) throw new Error(`${first.file}: unknown author "${first.author}"`);
    const r = createRng(`article:${first.key}`);
    let t = Date.now();
    const image = await images[i];
    prof.image += Date.now() - t;
    t = Date.now();
    const publisher = r.chance(0.4) ? publishers.get(r.pick(publisherSlugs)) : undefined;
    const dataFor = (a: ArticleSource): Data => {
      const topic = topics.get(a.topic);
      if (!topic) throw new Error(`${a.file}: unknown topic "${a.topic}"`);
      const blogTopic = a.blogTopic ? blogTopics.get(a.blogTopic) : undefined;
      if (a.blogTopic && !blogTopic) throw new Error(`${a.file}: unknown blog_topic "${a.blogTopic}"`);
      return {
        title: a.title,
        // English slugs are the file keys (stable, readable URLs); other locales get theirs from the title
        ...(a.locale === 'en' ? { slug: a.key } : {}),
        subtitle: a.subtitle ?? null,
        body: a.html,
        tags: a.tags.join(', '),
        type: a.type,
        isArchive: false,
        featured_image: image.id,
        author: { documentId: author.profile.documentId },
        topic: { documentId: topic, locale: a.locale },
        blog_topic: blogTopic ? { documentId: blogTopic, locale: a.locale } : null,
        publisher: publisher ? { documentId: publisher } : null,
      };
    };
    const published = group.some((a) => a.published);
    const created = await docs(ctx.strapi, ARTICLE).create({
      locale: first.locale,
      data: dataFor(first),
      status: first.published ? 'published' : 'draft',
    });
    prof.create += Date.now() - t;
    t = Date.now();
    for (const a of group.slice(1)) {
      await docs(ctx.strapi, ARTICLE).update({
        documentId: created.documentId,
        locale: a.locale,
        data: dataFor(a),
        status: a.published ? 'published' : 'draft',
      });
    }
    prof.localize += Date.now() - t;
    t = Date.now();
    // back-date the document: created (and published) on its planned day, translations a few hours later
    for (const [n, a] of group.entries()) {
      const at = new Date(date.getTime() + n * 5 * 3_600_000);
      await query(ctx.strapi, ARTICLE).updateMany({
        where: { documentId: created.documentId, locale: a.locale },
        data: { createdAt: at, updatedAt: at },
      });
      if (a.published) {
        await query(ctx.strapi, ARTICLE).updateMany({
          where: { documentId: created.documentId, locale: a.locale, publishedAt: { $notNull: true } },
          data: { publishedAt: at },
        });
      }
    }
    prof.backdate += Date.now() - t;
    results.push({
      documentId: created.documentId,
      key: first.key,
      locales: group.filter((a) => a.published).map((a) => a.locale),
      published,
      author: first.author,
      type: first.type,
      wordCount: first.wordCount,
      publishedAt: date,
      title: first.title,
    });
  }
  if (process.env.KATHA_SEED_PROFILE) ctx.log(`article time: ${JSON.stringify(prof)}`);
  const perLocale = LOCALES.map((l) => `${l} ${results.filter((a) => a.locales.includes(l)).length}`).join(
    ', ',
  );
  ctx.log(
    `${results.length} article documents (published per locale: ${perLocale}), ${images.length} featured images`,
  );
  return results;
}

// ---------------------------------------------------------------------------------------------
// likes, bookmarks, follows, comments

async function seedSocial(ctx: Ctx, rng: Rng, people: Map<string, Person>, articles: SeededArticle[]) {
  const live = articles.filter((a) => a.published && a.locales.length > 0);
  const everyLocale = (a: SeededArticle) => a.locales.map((locale) => ({ documentId: a.documentId, locale }));
  const authors = [...people.values()].filter((p) => p.source.role === 'editor');
  let likes = 0;
  let bookmarks = 0;
  let follows = 0;
  for (const person of people.values()) {
    const isDemoReader = person.source.username === 'reader';
    const liked = rng.sample(live, isDemoReader ? 8 : rng.int(3, 14));
    const bookmarked = rng.sample(live, isDemoReader ? 5 : rng.int(1, 6));
    const others = authors.filter((a) => a !== person);
    const following = rng.sample(others, isDemoReader ? 4 : rng.int(1, 5));
    await docs(ctx.strapi, PROFILE).update({
      documentId: person.profile.documentId,
      data: {
        profile_image: (await person.avatar).id,
        liked_articles: { connect: liked.flatMap(everyLocale) },
        bookmarked_articles: { connect: bookmarked.flatMap(everyLocale) },
        following: { connect: following.map((p) => ({ documentId: p.profile.documentId })) },
      },
    });
    likes += liked.length;
    bookmarks += bookmarked.length;
    follows += following.length;
  }
  ctx.log(`avatars, ${likes} likes, ${bookmarks} bookmarks, ${follows} follows`);

  // comments through strapi-plugin-comments (no reply notification e-mails while seeding)
  const client = ctx.strapi.plugin('comments')?.service('client') as unknown as CommentsClient | undefined;
  if (!client) {
    ctx.log('strapi-plugin-comments is not enabled: no comments seeded');
    return new Map<string, number>();
  }
  const notify = client.sendResponseNotification;
  client.sendResponseNotification = async () => {};
  const commenters = [...people.values()];
  const perDocument = new Map<string, number>();
  let count = 0;
  try {
    const commented = rng.sample(live, Math.ceil(live.length * (ctx.mode === 'minimal' ? 0.4 : 0.6)));
    for (const article of commented) {
      const author = people.get(article.author);
      for (const locale of article.locales) {
        const threads = rng.int(1, locale === 'en' ? 4 : 2);
        for (let t = 0; t < threads; t++) {
          const who = rng.pick(commenters.filter((p) => p !== author));
          const relation = `${ARTICLE}:${article.documentId}`;
          const comment = await client.create(
            { relation, content: rng.pick(COMMENTS[locale]), locale },
            { id: who.userId },
          );
          const at = new Date(
            Math.min(
              ctx.today.getTime() - 3_600_000,
              article.publishedAt.getTime() + rng.int(2, 20 * 24) * 3_600_000,
            ),
          );
          await query(ctx.strapi, 'plugin::comments.comment').update({
            where: { id: comment.id },
            data: { createdAt: at, updatedAt: at },
          });
          count++;
          if (rng.chance(0.55)) {
            const replier =
              author && rng.chance(0.6) ? author : rng.pick(commenters.filter((p) => p !== who));
            const reply = await client.create(
              { relation, content: rng.pick(REPLIES[locale]), threadOf: comment.id, locale },
              { id: replier.userId },
            );
            const replyAt = new Date(
              Math.min(ctx.today.getTime() - 60_000, at.getTime() + rng.int(1, 48) * 3_600_000),
            );
            await query(ctx.strapi, 'plugin::comments.comment').update({
              where: { id: reply.id },
              data: { createdAt: replyAt, updatedAt: replyAt },
            });
            count++;
          }
        }
      }
      perDocument.set(article.documentId, count);
    }
  } finally {
    client.sendResponseNotification = notify;
  }
  ctx.log(`${count} comments and replies`);
  return perDocument;
}

// ---------------------------------------------------------------------------------------------
// insights, revenues, earnings

async function seedInsightsAndRevenues(
  ctx: Ctx,
  rng: Rng,
  people: Map<string, Person>,
  articles: SeededArticle[],
) {
  const live = articles.filter((a) => a.published && a.locales.length > 0);
  const days = ctx.mode === 'minimal' ? 7 : 30;
  const rows: BulkRow[] = [];
  const dailyViews = new Map<string, number>();
  for (const article of live) {
    const author = people.get(article.author);
    if (!author) continue;
    // the insight points at the draft and published rows of the article's first locale, as the
    // Document Service links a non-draft type to a draft-and-publish one
    const articleRows = await query(ctx.strapi, ARTICLE).findMany({
      where: { documentId: article.documentId, locale: article.locales[0] },
      select: ['id'],
    });
    const r = createRng(`insight:${article.key}`);
    const popularity = 5 + r.next() ** 2 * 120;
    dailyViews.set(article.documentId, popularity);
    const firstDay = Math.min(
      days - 1,
      Math.floor((ctx.today.getTime() - article.publishedAt.getTime()) / DAY),
    );
    for (let d = firstDay; d >= 0; d--) {
      const day = dayOffset(ctx.today, d);
      // fresh articles get a launch bump; weekends read a little more
      const age = (day.getTime() - article.publishedAt.getTime()) / DAY;
      const bump = age < 7 ? 2.2 - age * 0.17 : 1;
      const weekend = [0, 6].includes(day.getUTCDay()) ? 1.25 : 1;
      const views = Math.max(1, Math.round(popularity * bump * weekend * (0.6 + r.next() * 0.8)));
      const reads = Math.round(views * (0.35 + r.next() * 0.35));
      const likes = Math.round(reads * (0.04 + r.next() * 0.12));
      const comments = r.chance(0.25) ? r.int(1, 3) : 0;
      rows.push({
        fields: { date: isoDate(day), views, reads, likes, comments },
        relations: { article: articleRows.map((row) => row.id), author: [author.profile.id] },
      });
    }
  }
  const insights = await bulkInsert(ctx.strapi, ctx.trx, 'api::insight.insight', rows, 'insights');
  ctx.log(`${insights} insights (${days} days)`);

  // monthly revenues for the last 6 months (first day of the month), per published article
  let revenues = 0;
  const totals = new Map<string, { earned: number; recent: number }>();
  const currentMonth = new Date(Date.UTC(ctx.today.getUTCFullYear(), ctx.today.getUTCMonth(), 1));
  for (const article of live) {
    const author = people.get(article.author);
    if (!author) continue;
    for (let m = 5; m >= 0; m--) {
      const period = new Date(Date.UTC(currentMonth.getUTCFullYear(), currentMonth.getUTCMonth() - m, 1));
      const periodEnd = new Date(Date.UTC(period.getUTCFullYear(), period.getUTCMonth() + 1, 1));
      if (article.publishedAt >= periodEnd) continue;
      // the month's views: the article's daily readership over the days it was live (to today)
      const from = Math.max(period.getTime(), article.publishedAt.getTime());
      const to = Math.min(periodEnd.getTime(), ctx.today.getTime() + DAY);
      const liveDays = Math.max(1, Math.round((to - from) / DAY));
      const views = Math.round(
        (dailyViews.get(article.documentId) ?? 20) * liveDays * (0.8 + rng.next() * 0.4),
      );
      const incentive = money(views * (0.08 + rng.next() * 0.07));
      const ads = money(views * (0.03 + rng.next() * 0.05));
      const other = rng.chance(0.3) ? money(rng.int(25, 400)) : 0;
      await docs(ctx.strapi, 'api::article-revenue.article-revenue').create({
        data: {
          article: { documentId: article.documentId, locale: article.locales[0] },
          author: { documentId: author.profile.documentId },
          period: isoDate(period),
          amount_earned_incentive: incentive,
          amount_earned_ads: ads,
          amount_earned_other: other,
        },
      });
      const t = totals.get(article.author) ?? { earned: 0, recent: 0 };
      t.earned += incentive + ads + other;
      if (m <= 1) t.recent += incentive + ads + other;
      totals.set(article.author, t);
      revenues++;
    }
  }
  for (const [username, t] of totals) {
    const person = people.get(username);
    if (!person) continue;
    await docs(ctx.strapi, 'api::profile-revenue.profile-revenue').create({
      data: {
        profile: { documentId: person.profile.documentId },
        Total_amount_paid: money(t.earned - t.recent),
        Total_amount_due: money(t.recent),
      },
    });
    const stat = (person.profile.user_stat ?? {}) as Data;
    await docs(ctx.strapi, PROFILE).update({
      documentId: person.profile.documentId,
      data: {
        user_stat: {
          total_earnings: money(t.earned),
          reading_points: stat.reading_points ?? 0,
          reading_level: stat.reading_level ?? 1,
          reading_bonus: stat.reading_bonus ?? 0,
        },
      },
    });
  }
  ctx.log(`${revenues} article revenues, ${totals.size} profile revenues`);
}

// ---------------------------------------------------------------------------------------------
// plans, subscription, referral code, access request, newsletter

const PLANS = [
  {
    name: { en: 'Reader Monthly', 'hi-IN': 'पाठक मासिक', 'kn-IN': 'ಓದುಗ ಮಾಸಿಕ' },
    price: 99,
    interval: 'month',
    features: {
      en: ['Ad-free reading', 'Unlimited bookmarks', 'Early access to new stories'],
      'hi-IN': ['बिना विज्ञापन के पढ़ें', 'असीमित बुकमार्क', 'नई कहानियाँ सबसे पहले'],
      'kn-IN': ['ಜಾಹೀರಾತು ರಹಿತ ಓದು', 'ಅನಿಯಮಿತ ಬುಕ್‌ಮಾರ್ಕ್‌ಗಳು', 'ಹೊಸ ಕಥೆಗಳು ಮೊದಲು ನಿಮಗೆ'],
    },
  },
  {
    name: { en: 'Reader Yearly', 'hi-IN': 'पाठक वार्षिक', 'kn-IN': 'ಓದುಗ ವಾರ್ಷಿಕ' },
    price: 999,
    interval: 'year',
    features: {
      en: ['Everything in Reader Monthly', 'Two months free', 'Double reading points'],
      'hi-IN': ['पाठक मासिक की सारी सुविधाएँ', 'दो महीने मुफ़्त', 'दोगुने रीडिंग पॉइंट'],
      'kn-IN': ['ಓದುಗ ಮಾಸಿಕದ ಎಲ್ಲವೂ', 'ಎರಡು ತಿಂಗಳು ಉಚಿತ', 'ಎರಡರಷ್ಟು ಓದುವ ಅಂಕಗಳು'],
    },
  },
  {
    name: { en: 'Patron', 'hi-IN': 'संरक्षक', 'kn-IN': 'ಪೋಷಕ' },
    price: 2499,
    interval: 'year',
    features: {
      en: ['Everything in Reader Yearly', 'Support writers directly', 'Patron badge on your profile'],
      'hi-IN': ['पाठक वार्षिक की सारी सुविधाएँ', 'लेखकों को सीधा सहयोग', 'प्रोफ़ाइल पर संरक्षक बैज'],
      'kn-IN': ['ಓದುಗ ವಾರ್ಷಿಕದ ಎಲ್ಲವೂ', 'ಬರಹಗಾರರಿಗೆ ನೇರ ಬೆಂಬಲ', 'ಪ್ರೊಫೈಲ್‌ನಲ್ಲಿ ಪೋಷಕ ಬ್ಯಾಡ್ಜ್'],
    },
  },
] as const;

async function seedCommerce(ctx: Ctx, people: Map<string, Person>) {
  const plans: Doc[] = [];
  for (const plan of PLANS) {
    const doc = await docs(ctx.strapi, 'api::subscription-plan.subscription-plan').create({
      locale: 'en',
      data: {
        name: plan.name.en,
        price: plan.price,
        interval: plan.interval,
        features: [...plan.features.en],
        is_active: true,
      },
    });
    for (const locale of LOCALES) {
      if (locale === 'en') continue;
      await docs(ctx.strapi, 'api::subscription-plan.subscription-plan').update({
        documentId: doc.documentId,
        locale,
        data: {
          name: plan.name[locale],
          price: plan.price,
          interval: plan.interval,
          features: [...plan.features[locale]],
          is_active: true,
        },
      });
    }
    plans.push(doc);
  }
  const reader = people.get('reader');
  if (reader) {
    await docs(ctx.strapi, 'api::subscription.subscription').create({
      data: {
        profile: { documentId: reader.profile.documentId },
        subscription_plan: { documentId: plans[0].documentId, locale: 'en' },
        is_active: true,
        started_at: dayOffset(ctx.today, 12, 9).toISOString(),
        ends_at: dayOffset(ctx.today, -18, 9).toISOString(),
        cancelled_at: null,
      },
    });
  }
  const owner = people.get('katha_editor') ?? [...people.values()][0];
  await docs(ctx.strapi, 'api::referral-code.referral-code').create({
    data: { code: REFERRAL_CODE, owner: { documentId: owner.profile.documentId }, is_active: true },
  });
  await docs(ctx.strapi, 'api::referral-code.referral-code').create({
    data: { code: 'MONSOON2025', owner: { documentId: owner.profile.documentId }, is_active: false },
  });

  // one pending author-access request for staff to review in the admin panel
  const applicant = people.get('priya_nair');
  if (applicant) {
    await docs(ctx.strapi, 'api::request-author-access.request-author-access').create({
      data: {
        user: applicant.userId,
        profile: { documentId: applicant.profile.documentId },
        tag: 'fiction',
        name: applicant.source.name,
        email: applicant.source.email,
        phone: '+91 98450 12345',
        links: 'https://priya-writes.example/monsoon-stories',
        locale: 'en',
        referral_code: REFERRAL_CODE,
        status: 'pending',
      },
    });
    await docs(ctx.strapi, PROFILE).update({
      documentId: applicant.profile.documentId,
      data: { author_access_status: 'pending' },
    });
  }
  for (const [email, locale] of [
    ['newsletter.reader@katha.dev', 'en'],
    ['kahani.premi@katha.dev', 'hi-IN'],
    ['kathe.odugaru@katha.dev', 'kn-IN'],
  ] as const) {
    await docs(ctx.strapi, 'api::newsletter-subscriber.newsletter-subscriber').create({
      data: { email, locale, source: 'seed' },
    });
  }
  ctx.log(`${plans.length} subscription plans, 1 subscription, referral code ${REFERRAL_CODE}`);
}

// ---------------------------------------------------------------------------------------------

async function ensureLocales(ctx: Ctx) {
  const service = ctx.strapi.plugin('i18n')?.service('locales') as
    | { find(params?: Data): Promise<Array<{ code: string }>>; create(l: Data): Promise<unknown> }
    | undefined;
  if (!service) return;
  const existing = new Set((await service.find()).map((l) => l.code));
  const names: Record<SeedLocale, string> = {
    en: 'English (en)',
    'hi-IN': 'Hindi (India) (hi-IN)',
    'kn-IN': 'Kannada (India) (kn-IN)',
  };
  for (const code of LOCALES) {
    if (!existing.has(code)) await service.create({ code, name: names[code], isDefault: code === 'en' });
  }
}

function storeGet(strapi: Core.Strapi) {
  return strapi.store.get({ type: 'core', key: SEED_STORE_KEY }) as Promise<unknown>;
}

/**
 * Seeds a fresh database once. `mode: 'minimal'` seeds the same kinds of data with fewer
 * articles, comments and insights (for test setups); `mode: 'none'` does nothing.
 */
export async function seed(strapi: Core.Strapi, options: SeedOptions = {}): Promise<void> {
  const mode = options.mode ?? 'full';
  if (mode === 'none') return;
  const done = await storeGet(strapi);
  if (done) {
    strapi.log.info(`[seed] already seeded (version ${String(done)}): nothing to do`);
    return;
  }
  const started = Date.now();
  const log = (msg: string) => strapi.log.info(`[seed] ${msg} (${Date.now() - started} ms)`);
  const contentDir = options.contentDir ?? path.join(strapi.dirs.app.root, 'seed-content');
  const now = options.today ?? new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const tmpDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'katha-seed-'));
  const ctx: Ctx = {
    strapi,
    mode,
    today,
    tmpDir,
    cacheDir: path.join(strapi.dirs.app.root, '.tmp', 'seed-image-cache'),
    content: loadContent(contentDir),
    log,
    trx: undefined,
  };
  const rng = createRng(`katha-seed-${SEED_VERSION}`);
  try {
    await fs.promises.mkdir(path.join(strapi.dirs.static.public, 'uploads'), { recursive: true });
    await strapi.db.transaction(async ({ trx }) => {
      ctx.trx = trx;
      await ensureLocales(ctx);
      const planned = planArticles(ctx);
      const people = await seedPeople(ctx, rng);
      const topics = await seedLocalizedList(ctx, 'api::topic.topic', ctx.content.topics);
      const blogTopics = await seedLocalizedList(ctx, 'api::blog-topic.blog-topic', ctx.content.blogTopics);
      const publishers = await seedPublishers(ctx);
      log(`${topics.size} topics, ${blogTopics.size} blog topics, ${publishers.size} publishers`);
      const articles = await seedArticles(ctx, planned, people, topics, blogTopics, publishers);
      await seedSocial(ctx, rng, people, articles);
      await seedInsightsAndRevenues(ctx, rng, people, articles);
      await seedCommerce(ctx, people);
      await strapi.store.set({ type: 'core', key: SEED_STORE_KEY, value: `${SEED_VERSION}:${mode}` });
    });
    log('done');
  } finally {
    await fs.promises.rm(tmpDir, { recursive: true, force: true });
  }
}

export default seed;
