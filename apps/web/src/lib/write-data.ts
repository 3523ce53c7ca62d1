// The write page's data: loading an article for the editor (its draft, its published version,
// a translation's original, the topics) and the form's fields. No React here.
import { isLocale, type Locale } from '@katha/rules';
import { type Article, dataOf, KathaApiError, LOCALES, type Media, type Topic, type User } from '@katha/sdk';
import { katha } from './client.js';

/** How often a changed text goes to the CMS as a draft (the local copy is every few seconds). */
export const CMS_AUTOSAVE_MS = 30_000;

/**
 * What the form holds besides the text; kept with every local draft (the editor's
 * `autosaveFields`, a record: hence a type, not an interface).
 */
export type Fields = {
  title: string;
  subtitle: string;
  topic: string;
  tags: string;
  image: Pick<Media, 'id' | 'url'> | null;
};

export const EMPTY: Fields = { title: '', subtitle: '', topic: '', tags: '', image: null };

export interface Loaded {
  /** The article in the locale being written (null: new, or a translation not started yet). */
  article: Article | null;
  /** A translation's original, shown beside the editor. */
  source: Article | null;
  topics: Topic[];
  /** The locales the document has. */
  locales: Locale[];
  /** Whether a published version exists in this locale. */
  published: boolean;
}

const POPULATE = { featured_image: true, topic: true, localizations: true } as const;

/**
 * The document's version in `locale` (its draft, or its published version), or null: asked as a
 * listing of that one document, which answers an empty list, not a 404, for a translation not
 * started yet (an expected state, not an error in the console).
 */
export async function fetchDraft(
  documentId: string,
  locale: Locale,
  status: 'draft' | 'published' = 'draft',
): Promise<Article | null> {
  const query = {
    locale,
    status,
    filters: { documentId: { $eq: documentId } },
    populate: POPULATE,
    pagination: { pageSize: 1 },
  };
  return dataOf(await katha.GET('/articles', { params: { query } })).data[0] ?? null;
}

export async function loadForEditor(documentId: string | undefined, locale: Locale): Promise<Loaded> {
  // Topics are a nicety: without them (CMS trouble) the writer still writes, with "No topic".
  const topicsCall = katha
    .GET('/topics', { params: { query: { locale, pagination: { pageSize: 100 } } } })
    .then((answer) => dataOf(answer).data)
    .catch(() => [] as Topic[]);
  let article: Article | null = null;
  let source: Article | null = null;
  let published = false;
  if (documentId) {
    // The draft version is the latest text (its publishedAt is always null); a published version may exist too.
    const [draft, live] = await Promise.all([
      fetchDraft(documentId, locale),
      fetchDraft(documentId, locale, 'published'),
    ]);
    article = draft ?? live;
    published = Boolean(live);
    if (!article) {
      for (const other of LOCALES.filter((code) => code !== locale)) {
        source = await fetchDraft(documentId, other);
        if (source) break;
      }
      if (!source) throw new KathaApiError(404, undefined);
    }
  }
  const known = article ?? source;
  const locales = known
    ? [known.locale, ...(known.localizations ?? []).map((item) => item.locale)].filter(isLocale)
    : [];
  return { article, source, published, topics: await topicsCall, locales };
}

export const fieldsOf = (article: Article | null, source: Article | null): Fields => ({
  title: article?.title ?? '',
  subtitle: article?.subtitle ?? '',
  topic: (article ?? source)?.topic?.documentId ?? '',
  tags: article?.tags ?? '',
  image: article?.featured_image ? { id: article.featured_image.id, url: article.featured_image.url } : null,
});

export const sameFields = (a: Fields, b: Fields) =>
  a.title === b.title &&
  a.subtitle === b.subtitle &&
  a.topic === b.topic &&
  a.tags === b.tags &&
  (a.image?.id ?? null) === (b.image?.id ?? null);

/** Archives a piece (out of every listing; its writer still finds it in My Articles). */
export async function archiveArticle(documentId: string, locale: Locale, draftOnly: boolean): Promise<void> {
  await katha.PUT('/articles/{documentId}', {
    params: { path: { documentId }, query: { locale, ...(draftOnly ? { status: 'draft' as const } : {}) } },
    body: { data: { isArchive: true } },
  });
}

/** The local draft's key of a writer's piece in a locale (`new` until the first save creates it). */
export const autosaveKeyOf = (userId: User['id'], documentId: string | undefined, locale: Locale) =>
  `write:${userId}:${documentId ?? 'new'}:${locale}`;

/** The piece (its local draft's key) a writer comes back to after logging in again. */
const RESUME_KEY = 'katha-write-resume';

/** Leaving to log in again: the local draft under `autosaveKey` is restored on the way back. */
export function rememberResume(autosaveKey: string): void {
  try {
    sessionStorage.setItem(RESUME_KEY, autosaveKey);
  } catch {
    // No storage: the draft is offered back instead of restored.
  }
}

/** Whether the writer comes back to `autosaveKey` from logging in again (asked once). */
export function takeResume(autosaveKey: string): boolean {
  try {
    if (sessionStorage.getItem(RESUME_KEY) !== autosaveKey) return false;
    sessionStorage.removeItem(RESUME_KEY);
    return true;
  } catch {
    return false;
  }
}
