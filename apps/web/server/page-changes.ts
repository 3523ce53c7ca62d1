import type { IncomingMessage, ServerResponse } from 'node:http';
import { articleTag, authorTag, PAGE_TAGS } from '@katha/rules';
import type { Article } from '@katha/sdk';
import { routedPath } from './proxy.js';

/**
 * What a visitor's cached page shows, as tags (kept with the page, page-cache.ts), and which of
 * them a write through the site's `/api` changed: a write the CMS answered with a 2xx drops only
 * the pages carrying one of its tags. Only the home, the search and an article page render CMS
 * data on the server (src/routes.ts `data`); every other page changes with no write.
 *
 * - `listings`: the home and every search (their cards: title, image, author's name and picture,
 *   topic; which articles are listed);
 * - `articles`: every article page;
 * - `article:<documentId>`: the pages of that article (every locale's, and pages showing it for a
 *   slug the page's language lacks), which show its text, likes and bookmarks counts, translations;
 * - `author:<profile documentId>`: the article pages of that author (name, picture, bio);
 * - `fallback`: an article page showing another language's article for a slug its own language
 *   lacks: a new article or translation in that language may take the slug over.
 */
export const LISTINGS = PAGE_TAGS.listings;
const ARTICLES = PAGE_TAGS.articles;
const FALLBACK = PAGE_TAGS.fallback;

/** The tags of a rendered page, from the data its route rendered with (render.ts `first`). */
export function pageTags(first: { loader?: string; data?: unknown }, locale: string): string[] {
  if (first.loader === 'home' || first.loader === 'search') return [LISTINGS];
  if (first.loader !== 'article' || !first.data) return [];
  const { article } = first.data as { article: Article };
  return [
    ARTICLES,
    articleTag(article.documentId),
    ...(article.author?.documentId ? [authorTag(article.author.documentId)] : []),
    ...(article.locale !== locale ? [FALLBACK] : []),
  ];
}

/** A write through `/api`: its query and (when its rule reads it) its JSON body. */
interface Write {
  query: URLSearchParams;
  /** The parsed body for the rules that read it; undefined when it was not JSON or too large. */
  body?: unknown;
}

type Rule = {
  method: string;
  /** Case-insensitive, as the CMS's router matches; the parameters are decoded. */
  path: RegExp;
  /** Whether `tags` reads the body (a JSON body of at most MAX_BODY bytes is kept while it streams). */
  readsBody?: boolean;
  tags(write: Write, params: string[]): string[];
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * A profile's likes and bookmarks (`liked_articles`, `bookmarked_articles`) change the counts on
 * the pages of the articles connected or disconnected; a `set` (or a shape not understood) may
 * change any article's.
 */
function relationTags(input: unknown): string[] {
  const ids: string[] = [];
  const items = Array.isArray(input)
    ? undefined
    : isRecord(input) && input.set === undefined
      ? [input.connect ?? [], input.disconnect ?? []].flat()
      : undefined;
  if (!Array.isArray(items)) return [ARTICLES];
  for (const item of items) {
    const id = typeof item === 'string' ? item : isRecord(item) ? item.documentId : undefined;
    if (typeof id !== 'string') return [ARTICLES];
    ids.push(articleTag(id));
  }
  return ids;
}

/** Every page showing an uploaded image or an author's name: a file replaced or gone, a user renamed. */
const EVERY_DATA_PAGE = [LISTINGS, ARTICLES];

/** Fields of a profile that its article pages and the cards show. */
const SHOWN_PROFILE_FIELDS = ['name', 'username', 'profile_image', 'bios'];

/**
 * The writes that change what a visitor's page shows (openapi/cms.yaml), and what they change.
 * Every other write (sign-in, registration, logout, password mails and resets, notifications,
 * views and reads, newsletter, author access requests, subscriptions, a new upload not yet used,
 * unknown paths) changes no cached page: it drops none. A change made elsewhere (the admin panel)
 * shows within the cache's TTL, or at once with KATHA_REDIS_URL (the CMS publishes it: shared-changes.ts).
 */
const RULES: readonly Rule[] = [
  // A new article (published, or a draft: the query says which; dropping on a draft is cheap).
  { method: 'POST', path: /^\/api\/articles$/i, tags: () => [LISTINGS, FALLBACK] },
  // An edit, a publish, an archive or a new translation.
  {
    method: 'PUT',
    path: /^\/api\/articles\/([^/]+)$/i,
    tags: (_, [id]) => [articleTag(id!), LISTINGS, FALLBACK],
  },
  {
    method: 'PUT',
    path: /^\/api\/profiles\/([^/]+)$/i,
    readsBody: true,
    tags: ({ body }, [id]) => {
      const data = isRecord(body) ? body.data : undefined;
      if (!isRecord(data)) return [authorTag(id!), ...EVERY_DATA_PAGE];
      return [
        ...(SHOWN_PROFILE_FIELDS.some((field) => field in data) ? [authorTag(id!), LISTINGS] : []),
        ...['liked_articles', 'bookmarked_articles'].flatMap((field) =>
          field in data ? relationTags(data[field]) : [],
        ),
      ];
    },
  },
  // Renaming an account renames its profile while the profile still has the old name.
  {
    method: 'PUT',
    path: /^\/api\/users\/([^/]+)$/i,
    readsBody: true,
    tags: ({ body }) => (isRecord(body) && !('username' in body) ? [] : EVERY_DATA_PAGE),
  },
  // Comments on an article (the plugin's relation `api::article.article:<documentId>`).
  {
    method: 'POST',
    path: /^\/api\/comments\/api::article\.article:([^/]+)$/i,
    tags: (_, [id]) => [articleTag(id!)],
  },
  {
    method: 'PUT',
    path: /^\/api\/comments\/api::article\.article:([^/]+)\/comment\/[^/]+$/i,
    tags: (_, [id]) => [articleTag(id!)],
  },
  {
    method: 'DELETE',
    path: /^\/api\/comments\/api::article\.article:([^/]+)\/comment\/[^/]+$/i,
    tags: (_, [id]) => [articleTag(id!)],
  },
  // A file replaced or described (`?id=`) may be on any page; a new one is on none yet.
  { method: 'POST', path: /^\/api\/upload$/i, tags: ({ query }) => (query.has('id') ? EVERY_DATA_PAGE : []) },
  { method: 'DELETE', path: /^\/api\/upload\/files\/[^/]+$/i, tags: () => EVERY_DATA_PAGE },
];

/** The largest body a rule reads (a profile's or account's JSON is a few hundred bytes). */
const MAX_BODY = 64 * 1024;

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/** The rule of a write and its decoded path parameters, if it is one that changes pages. */
function ruleOf(method: string, path: string): { rule: Rule; params: string[] } | undefined {
  // The plugin's relation is often sent encoded (`api%3A%3Aarticle.article%3A…`).
  const decoded = path.split('/').map(decode).join('/');
  for (const rule of RULES) {
    if (rule.method !== method) continue;
    const match = rule.path.exec(decoded);
    if (match) return { rule, params: match.slice(1) };
  }
  return undefined;
}

/**
 * Watches a request: when it is a write through `/api` that changes pages and its answer is a 2xx
 * the CMS gave and the client received whole ('finish': an aborted request, whose status is still
 * the default 200, drops nothing), `changed` gets the tags it changed. The body, when the rule
 * reads it, is kept as it streams to the CMS (at most MAX_BODY bytes; past that, or not JSON, the
 * rule assumes the widest change).
 */
export function watchWrite(
  request: IncomingMessage,
  response: ServerResponse,
  changed: (tags: string[]) => void,
): void {
  const method = request.method ?? 'GET';
  const path = routedPath(request.url);
  if (!path.startsWith('/api/')) return;
  const found = ruleOf(method, path);
  if (!found) return;
  const chunks: Buffer[] = [];
  let size = 0;
  if (found.rule.readsBody)
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY) chunks.push(chunk);
    });
  response.once('finish', () => {
    if (response.statusCode < 200 || response.statusCode >= 300) return;
    let body: unknown;
    if (found.rule.readsBody && size <= MAX_BODY) {
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        body = undefined;
      }
    }
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const tags = [...new Set(found.rule.tags({ query, body }, found.params))];
    if (tags.length) changed(tags);
  });
}
