// What the tests expect, read from the same seeded CMS the widgets call (through the SDK, with
// the query the widgets build), plus the writes the tests need (an article, the subscriber count).
import { type Article, buildArticleListQuery, createKathaClient, dataOf } from '@katha/sdk';
import { adminLogin, SEED_PASSWORD } from '@katha/tools/cms';

export const LOCALES = ['en', 'hi-IN', 'kn-IN'] as const;
export type Locale = (typeof LOCALES)[number];

export const cmsUrl = () => process.env.KATHA_EMBEDS_CMS!;
export const pagesUrl = () => process.env.KATHA_EMBEDS_PAGES!;
const katha = () => createKathaClient({ baseUrl: `${cmsUrl()}/api` });

/** The newest listed articles in `locale` (optionally by one author), as the list widget asks for them. */
export async function newest(locale: Locale, author?: string, pageSize = 2): Promise<Article[]> {
  const query = buildArticleListQuery(
    { locale, pageSize },
    author ? [{ author: { username: { $eq: author } } }] : [],
  );
  return dataOf(await katha().GET('/articles', { params: { query } })).data;
}

/** How many listed articles an author has in `locale` (what the author badge counts). */
export async function storyCount(locale: Locale, author: string): Promise<number> {
  const query = buildArticleListQuery({ locale, pageSize: 1 }, [{ author: { username: { $eq: author } } }]);
  return dataOf(await katha().GET('/articles', { params: { query } })).meta.pagination.total;
}

async function json(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${cmsUrl()}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** An English article written by the seed's editor with the given fields (for the XSS test). */
export async function writeArticle(data: Record<string, string>): Promise<{ documentId: string }> {
  const { jwt } = await json('/api/auth/local', {
    method: 'POST',
    body: JSON.stringify({ identifier: 'editor@katha.dev', password: SEED_PASSWORD }),
  });
  const body = `<p>${'A quiet evening on the coast, and the tide going out over the rocks. '.repeat(16)}</p>`;
  const created = await json('/api/articles', {
    method: 'POST',
    token: jwt,
    body: JSON.stringify({ data: { body, ...data } }),
  });
  return created.data;
}

/** How many subscribers have this email, and their languages: asked of the admin panel's content manager. */
export async function subscribers(email: string): Promise<string[]> {
  const found = await json(
    `/content-manager/collection-types/api::newsletter-subscriber.newsletter-subscriber?filters[email][$eq]=${encodeURIComponent(email)}`,
    { token: await adminLogin(cmsUrl()) },
  );
  return (found.results as { language: string }[]).map((subscriber) => subscriber.language);
}
