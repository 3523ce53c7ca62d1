import { countHtmlWords, readTime } from '@katha/rules';
import type { Core, Modules } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { ARTICLE_BODY_MAX_LENGTH } from '../utils/limits';
import { normalizeTags, sanitizeBody, slugify } from '../utils/text';

const UID = 'api::article.article';

interface ArticleData {
  title?: string;
  slug?: string | null;
  body?: string | null;
  tags?: string | null;
  word_count?: number | null;
  read_time?: number | null;
}

/** The slug, or the slug with the smallest `-n` suffix no other document of the locale uses. */
const uniqueSlug = async (strapi: Core.Strapi, base: string, locale: string, documentId?: string) => {
  const taken = await strapi.db.query(UID).findMany({
    select: ['slug'],
    where: {
      locale,
      slug: { $startsWith: base },
      ...(documentId ? { documentId: { $ne: documentId } } : {}),
    },
  });
  const used = new Set(taken.map((row: { slug: string }) => row.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
};

/**
 * Every save of an article, from REST, the admin panel or the seed: sanitize the body, recount
 * word_count/read_time, normalise tags, and give the locale a unique slug (from the title when absent).
 */
export const articleSaveMiddleware =
  (strapi: Core.Strapi): Modules.Documents.Middleware.Middleware =>
  async (context, next) => {
    if (context.uid !== UID || (context.action !== 'create' && context.action !== 'update')) return next();
    const params = context.params as Record<string, unknown>;
    const data = params.data as ArticleData | undefined;
    if (!data) return next();

    // A title is text: never empty or only spaces, on create and on update (the write form's rule).
    if (context.action === 'create' || 'title' in data) {
      if (typeof data.title !== 'string' || !data.title.trim()) {
        throw new errors.ValidationError('title must not be empty');
      }
      data.title = data.title.trim();
    }

    if (typeof data.body === 'string') {
      data.body = sanitizeBody(data.body);
      if (data.body.length > ARTICLE_BODY_MAX_LENGTH)
        throw new errors.ValidationError(`body must be at most ${ARTICLE_BODY_MAX_LENGTH} characters`, {
          maxLength: ARTICLE_BODY_MAX_LENGTH,
          key: 'web-write.bodyTooLong',
        });
      data.word_count = countHtmlWords(data.body);
      data.read_time = readTime(data.word_count);
    } else {
      delete data.word_count;
      delete data.read_time;
    }
    if (typeof data.tags === 'string') data.tags = normalizeTags(data.tags);

    const locale = (params.locale as string | undefined) ?? 'en';
    const documentId = params.documentId as string | undefined;
    if (typeof data.slug === 'string' && data.slug.trim()) {
      data.slug = await uniqueSlug(strapi, slugify(data.slug), locale, documentId);
    } else if (typeof data.title === 'string') {
      const current = documentId
        ? await strapi.db.query(UID).findOne({ select: ['slug'], where: { documentId, locale } })
        : null;
      if (current?.slug) delete data.slug;
      else data.slug = await uniqueSlug(strapi, slugify(data.title), locale, documentId);
    } else {
      delete data.slug;
    }
    return next();
  };
