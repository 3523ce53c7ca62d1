import sanitizeHtml from 'sanitize-html';
import { WORDS_PER_MINUTE } from './limits';

const BODY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'pre',
    'code',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'small',
    'span',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'figure',
    'figcaption',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'frameborder'],
    '*': ['class', 'dir', 'lang'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowedClasses: { '*': [/^ql-/] },
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Article bodies: an allow-list of formatting tags (what the Quill editor produces); scripts, handlers and styles go. */
export const sanitizeBody = (html: string): string => sanitizeHtml(html, BODY_OPTIONS);

/** Comments and other plain-text fields: every tag goes, text stays. */
export const toPlainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();

const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** Words in the text of an HTML body, counted by Unicode word segmentation, so Devanagari and Kannada count right. */
export const countWords = (html: string): number => {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote|div|figcaption)>|<br\s*\/?>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words += 1;
  return words;
};

export const readTime = (words: number): number => Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));

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
