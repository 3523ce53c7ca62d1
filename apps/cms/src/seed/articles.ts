/** Articles and their translations: one document per key, every locale a localization, with a featured image. */
import { type ArticleSource, groupByKey, LOCALES, type SeedLocale } from './content';
import { ARTICLE, type Ctx, type Data, dayOffset, docs, query, startLimited } from './context';
import { featuredSvg, renderJpeg } from './images';
import type { Person } from './people';
import { createRng } from './prng';
import { cachedRender, type UploadedFile, uploadImage } from './uploads';

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

export interface SeededArticle {
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

export interface ArticlePlan {
  plan: Array<{ group: ArticleSource[]; date: Date }>;
  images: Array<Promise<UploadedFile>>;
}

/**
 * Plans the article documents (one per key, each with a date) and starts rendering and uploading
 * their featured images at once, so the images (the slowest part of the seed) are made while
 * users, topics and the first articles are written.
 */
export function planArticles(ctx: Ctx): ArticlePlan {
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

export async function seedArticles(
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
