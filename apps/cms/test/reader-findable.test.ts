import {
  type Article,
  buildArticleListQuery,
  buildArticleSearchQuery,
  createKathaClient,
  dataOf,
  passesListingRule,
} from '@katha/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, BASE, createArticle, registerEditor, type TestUser, unique } from './api.ts';

/** The site's calls, as a visitor makes them (apps/web/src/loaders.ts). */
const katha = createKathaClient({ baseUrl: `${BASE}/api` });

const searchFinds = async (text: string, documentId: string) => {
  const query = buildArticleSearchQuery(text, { locale: 'en', pageSize: 100 })!;
  const found = dataOf(await katha.GET('/articles', { params: { query } })).data;
  return found.some((article) => article.documentId === documentId);
};

/** The article page's query (loadArticle): the article with this slug, listed or not. */
const pageOpens = async (slug: string) =>
  dataOf(
    await katha.GET('/articles', {
      params: { query: buildArticleListQuery({ slug, locale: 'en', listingRule: false, withBody: true }) },
    }),
  ).data.length === 1;

/** The author's listing (profile page): what the listing rule lets through. */
const listingShows = async (authorId: string, documentId: string) =>
  dataOf(
    await katha.GET('/articles', { params: { query: buildArticleListQuery({ authorId, locale: 'en' }) } }),
  ).data.some((article) => article.documentId === documentId);

let writer: TestUser;

beforeAll(async () => {
  writer = await registerEditor();
});

describe('what a reader may find', () => {
  it('search finds a story (or a short article) by its title words exactly when the article page opens it', async () => {
    const word = unique('Postman');
    const story = (await createArticle(writer, { title: `The Last ${word} of Kalasa`, type: 'story' })).body
      .data as Article;
    const short = (
      await createArticle(writer, { title: `A short ${word} note`, body: '<p>Three short words.</p>' })
    ).body.data as Article;
    const article = (await createArticle(writer, { title: `The ${word} article` })).body.data as Article;

    for (const [item, title] of [
      [story, `The Last ${word} of Kalasa`],
      [short, `A short ${word} note`],
      [article, `The ${word} article`],
    ] as const) {
      expect(await pageOpens(item.slug!), title).toBe(true);
      expect(await searchFinds(title, item.documentId), title).toBe(true);
      expect(await searchFinds(word.toLowerCase(), item.documentId), title).toBe(true);
      // Listings show the part of it the listing rule lets through (spec §5).
      expect(await listingShows(writer.profile.documentId, item.documentId), title).toBe(
        passesListingRule(item),
      );
    }
    expect(passesListingRule(story)).toBe(false);
    expect(passesListingRule(short)).toBe(false);

    // An archived ("deleted") story: the page does not open it, and search does not find it.
    const archived = await api.put(
      `/articles/${story.documentId}`,
      { data: { isArchive: true } },
      writer.jwt,
    );
    expect(archived.status).toBe(200);
    expect(await pageOpens(story.slug!)).toBe(false);
    expect(await searchFinds(`The Last ${word} of Kalasa`, story.documentId)).toBe(false);
  });
});
