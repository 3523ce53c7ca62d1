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
 *
 * One module per step, run in this order: `people.ts` (users and roles), `taxonomies.ts`,
 * `articles.ts` (and their translations), `interactions.ts` (likes, follows, comments),
 * `insights-and-revenues.ts`, `commerce.ts`; what they share is in `context.ts` and `uploads.ts`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { planArticles, seedArticles } from './articles';
import { seedCommerce } from './commerce';
import { LOCALES, loadContent, type SeedLocale } from './content';
import type { Ctx, Data, SeedMode } from './context';
import { seedInsightsAndRevenues } from './insights-and-revenues';
import { seedSocial } from './interactions';
import { seedPeople } from './people';
import { createRng } from './prng';
import { seedLocalizedList, seedPublishers } from './taxonomies';

export type { SeedMode } from './context';

export const SEED_VERSION = '1';
export const SEED_STORE_KEY = 'katha-seed-version';

export interface SeedOptions {
  mode?: SeedMode | 'none';
  /** defaults to `<app root>/seed-content` */
  contentDir?: string;
  /** the day the dates count back from; defaults to today (UTC) */
  today?: Date;
}

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
