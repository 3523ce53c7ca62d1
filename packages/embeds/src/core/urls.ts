/**
 * An `http:` or `https:` URL without a trailing slash, or '' for anything else (`javascript:`,
 * `data:`, relative or malformed values): attribute values end up in `fetch` calls and `href`s.
 */
export function httpBase(value: string | null | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return '';
  }
}

/** Where an article's title links: `<site-url>/core/article/<slug>`, or '' when either is missing. */
export function articleHref(siteUrl: string, slug: string | undefined): string {
  const base = httpBase(siteUrl);
  return base && slug ? `${base}/core/article/${encodeURIComponent(slug)}` : '';
}
