import type { Article } from '@katha/sdk';

/** Bodies the server sanitized into the page: the CMS's HTML → the server's sanitized HTML. */
const sanitizedByServer = new Map<string, string>();

/**
 * The article the server rendered into the page (a JSON block, never executed), so the app's
 * first render shows the same article without fetching or a loading state. Its body comes
 * with the server's sanitized copy, so the first page needs no sanitizer of its own.
 */
export function takeServerArticle(slug: string): Article | undefined {
  const block = document.getElementById('katha-article-data');
  if (!block?.textContent) return undefined;
  block.remove();
  try {
    const data = JSON.parse(block.textContent) as { slug?: string; article?: Article; safeBody?: string };
    if (data.slug !== slug || !data.article) return undefined;
    if (data.article.body && typeof data.safeBody === 'string')
      sanitizedByServer.set(data.article.body, data.safeBody);
    return data.article;
  } catch {
    return undefined;
  }
}

/** The server's sanitized copy of this CMS HTML, when the server rendered it into the page. */
export const serverSanitized = (html: string): string | undefined => sanitizedByServer.get(html);

/** The home page's first stories the server put into the page (see server/home-page.ts). */
export interface ServerHomeData {
  locale: string;
  page: { data: Article[]; meta: { pagination?: { page?: number; pageCount?: number; total?: number } } };
}

let serverHome: ServerHomeData | null | undefined;

/**
 * The home's first page of latest stories as the server rendered it, once, when it is in this
 * locale: the latest list starts from it instead of calling the CMS.
 */
export function takeServerHome(locale: string): ServerHomeData['page'] | undefined {
  if (serverHome === undefined) {
    const block = document.getElementById('katha-home-data');
    block?.remove();
    try {
      serverHome = block?.textContent ? (JSON.parse(block.textContent) as ServerHomeData) : null;
    } catch {
      serverHome = null;
    }
  }
  const home = serverHome;
  serverHome = null;
  return home && home.locale === locale ? home.page : undefined;
}

let listCopy = true;

/**
 * True once per page load, for the listing that shows the server's first page of the home: the
 * server's copy of its first cards is then on screen, for that listing to take over
 * (parts/article-list.tsx). Any later listing starts from nothing, the copy long gone.
 */
export function takeServerListCopy(): boolean {
  const first = listCopy;
  listCopy = false;
  return first;
}
