/** Readers' interactions: likes, bookmarks, follows, and comments with replies. */
import type { SeededArticle } from './articles';
import { ARTICLE, type Ctx, docs, PROFILE, query } from './context';
import type { Person } from './people';
import type { Rng } from './prng';
import { COMMENTS, REPLIES } from './social';

interface CommentsClient {
  create(
    input: { relation: string; content: string; threadOf?: number; locale?: string },
    user: { id: number },
  ): Promise<{ id: number }>;
  sendResponseNotification?: (...args: unknown[]) => Promise<void>;
}

export async function seedSocial(ctx: Ctx, rng: Rng, people: Map<string, Person>, articles: SeededArticle[]) {
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
