import { sanitizeHtmlOptions } from '@katha/rules/html-policy';
import sanitizeHtml from 'sanitize-html';

const BODY_OPTIONS: sanitizeHtml.IOptions = sanitizeHtmlOptions();

/** Article bodies: Katha's one HTML policy (`@katha/rules/html-policy`), the same the site and the editor apply with DOMPurify. */
export const sanitizeBody = (html: string): string => sanitizeHtml(html, BODY_OPTIONS);

/** Comments and other plain-text fields: every tag goes, text stays. */
export const toPlainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();

/**
 * A readable URL slug: lower case, letters and digits of any script kept (with their combining
 * marks, so Devanagari and Kannada stay legible), everything else folded into single hyphens.
 */
export const slugify = (title: string): string =>
  title
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/, '') || 'article';

/** Tags as stored: comma-separated, trimmed, lower case, without duplicates or empties. */
export const normalizeTags = (tags: string): string =>
  [
    ...new Set(
      tags
        .split(',')
        .map((tag) => tag.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].join(', ');
