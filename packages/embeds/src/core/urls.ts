import { IMAGE_ENDPOINT_PATH } from '@katha/ui/image-sources';

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

/**
 * The site's image endpoint for the widgets' pictures: `image-endpoint` when set (an absolute URL,
 * e.g. a CDN in front of the site), else `<site-url>/_image`; '' (Strapi's own renditions from the
 * CMS) when neither is set.
 */
export function imageEndpointOf(siteUrl: string | null | undefined, imageEndpoint?: string | null): string {
  const endpoint = httpBase(imageEndpoint);
  if (endpoint) return endpoint;
  const site = httpBase(siteUrl);
  return site ? `${site}${IMAGE_ENDPOINT_PATH}` : '';
}

/** Where an article's title links: `<site-url>/core/article/<slug>`, or '' when either is missing. */
export function articleHref(siteUrl: string, slug: string | undefined): string {
  const base = httpBase(siteUrl);
  return base && slug ? `${base}/core/article/${encodeURIComponent(slug)}` : '';
}
