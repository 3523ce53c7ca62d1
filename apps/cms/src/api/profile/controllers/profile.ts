import { isLocale } from '@katha/rules';
import { factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../utils/limits';
import { OPEN_TO_READERS } from '../../../utils/listing';
import { type Ctx, callerProfile } from '../../../utils/owner';
import { visitorKey } from '../../../utils/visitor';

const UID = 'api::profile.profile';
const ARTICLE = 'api::article.article';

/** Fields a user may change on their own profile; user_stat, author_access_status and user are the server's. */
const WRITABLE = [
  'username',
  'name',
  'bios',
  'profile_image',
  'following',
  'liked_articles',
  'bookmarked_articles',
];
const ARTICLE_RELATIONS = ['liked_articles', 'bookmarked_articles'] as const;
/** A bio's length in each language (UTF-16 units, as the form's maxlength counts). */
const BIO_MAX_LENGTH = 1000;

type Bios = Partial<Record<Locale, string>>;
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The bios (text by locale) after a write: the languages `input` names are set, trimmed (null or
 * empty removes one), the others stay; `input` null removes them all. Null when none is left.
 */
const mergeBios = (current: unknown, input: unknown): Bios | null => {
  if (input === null) return null;
  if (!isRecord(input))
    throw new errors.ValidationError(`bios takes a text for each language: ${LOCALES.join(', ')}`);
  const merged = new Map<string, string>();
  if (isRecord(current))
    for (const [locale, text] of Object.entries(current))
      if (isLocale(locale) && typeof text === 'string' && text) merged.set(locale, text);
  for (const [locale, text] of Object.entries(input)) {
    if (!isLocale(locale))
      throw new errors.ValidationError(`bios: "${locale}" is not one of ${LOCALES.join(', ')}`);
    if (text !== null && typeof text !== 'string')
      throw new errors.ValidationError(`bios.${locale} must be a text`);
    const trimmed = text?.trim() ?? '';
    if (trimmed.length > BIO_MAX_LENGTH)
      throw new errors.ValidationError(`bios.${locale} must be at most ${BIO_MAX_LENGTH} characters`);
    if (trimmed) merged.set(locale, trimmed);
    else merged.delete(locale);
  }
  const bios: Bios = {};
  for (const locale of LOCALES) {
    const text = merged.get(locale);
    if (text) bios[locale] = text;
  }
  return Object.keys(bios).length ? bios : null;
};

type RelationItem = string | { documentId?: string; locale?: string };
type RelationInput =
  | RelationItem[]
  | { connect?: RelationItem[]; disconnect?: RelationItem[]; set?: RelationItem[] };

const documentIdOf = (item: RelationItem) => (typeof item === 'string' ? item : item?.documentId);

/** connect/disconnect/set lists of a relation payload (a bare array means set). */
const operations = (
  input: RelationInput,
): [op: 'connect' | 'disconnect' | 'set', items: RelationItem[]][] => {
  if (Array.isArray(input)) return [['set', input]];
  if (!input || typeof input !== 'object')
    throw new errors.ValidationError('A relation takes connect, disconnect or set');
  return (['connect', 'disconnect', 'set'] as const)
    .filter((op) => input[op] !== undefined)
    .map((op) => {
      if (!Array.isArray(input[op])) throw new errors.ValidationError(`${op} takes a list of documentIds`);
      return [op, input[op]!];
    });
};

export default factories.createCoreController(UID, ({ strapi }) => {
  /**
   * Each article documentId expanded to every locale it exists in, so a like reaches all translations.
   * A new like or bookmark (`opened`) takes only an article readers can open: someone's draft or an
   * archived article is not found, as an unknown one is (taking one back is always possible).
   */
  const everyLocale = async (items: RelationItem[], opened: boolean) => {
    const ids = [...new Set(items.map(documentIdOf))];
    if (ids.some((id) => typeof id !== 'string' || !id))
      throw new errors.ValidationError('Articles are given by documentId');
    const rows: { documentId: string; locale: string }[] = await strapi.db
      .query(ARTICLE)
      .findMany({ select: ['documentId', 'locale'], where: { documentId: { $in: ids } } });
    const open: { documentId: string }[] = opened
      ? await strapi.db.query(ARTICLE).findMany({
          select: ['documentId'],
          where: { $and: [{ documentId: { $in: ids } }, OPEN_TO_READERS] },
        })
      : rows;
    const missing = ids.filter((id) => !open.some((row) => row.documentId === id));
    if (missing.length) throw new errors.ValidationError(`Article not found: ${missing.join(', ')}`);
    const unique = new Map(rows.map((row) => [`${row.documentId}/${row.locale}`, row]));
    return [...unique.values()].map(({ documentId, locale }) => ({ documentId, locale }));
  };

  const likedIds = async (profileId: number) => {
    const profile = await strapi.db
      .query(UID)
      .findOne({ where: { id: profileId }, populate: { liked_articles: { select: ['documentId'] } } });
    return new Set<string>((profile?.liked_articles ?? []).map((a: { documentId: string }) => a.documentId));
  };

  const followingIds = async (profileId: number) => {
    const profile = await strapi.db
      .query(UID)
      .findOne({ where: { id: profileId }, populate: { following: { select: ['documentId'] } } });
    return new Set<string>((profile?.following ?? []).map((p: { documentId: string }) => p.documentId));
  };

  return {
    /** Only the owner changes a profile; likes, bookmarks and follows are connect/disconnect here. */
    async update(ctx: Ctx) {
      const own = await callerProfile(strapi, ctx);
      if (ctx.params.id !== own.documentId)
        throw new errors.ForbiddenError('You can only change your own profile');
      const body = (ctx.request as { body?: { data?: unknown } }).body;
      if (!body?.data || typeof body.data !== 'object') {
        throw new errors.ValidationError('Missing "data" payload in the request body');
      }
      const input = body.data as Record<string, unknown>;
      const unknown = Object.keys(input).filter((key) => !WRITABLE.includes(key));
      if (unknown.length)
        throw new errors.ValidationError(`These fields cannot be changed: ${unknown.join(', ')}`);

      const data: Record<string, unknown> = { ...input };
      if (input.bios !== undefined) {
        const row = await strapi.db.query(UID).findOne({ where: { id: own.id }, select: ['bios'] });
        data.bios = mergeBios(row?.bios, input.bios);
      }
      for (const key of ARTICLE_RELATIONS) {
        if (input[key] === undefined) continue;
        const expanded: Record<string, unknown> = {};
        for (const [op, items] of operations(input[key] as RelationInput)) {
          expanded[op] = await everyLocale(items, op !== 'disconnect');
        }
        data[key] = expanded;
      }
      const likedBefore = input.liked_articles === undefined ? undefined : await likedIds(own.id);
      const newlyFollowed: string[] = [];
      if (input.following !== undefined) {
        for (const [op, items] of operations(input.following as RelationInput)) {
          if (op !== 'disconnect' && items.some((item) => documentIdOf(item) === own.documentId)) {
            throw new errors.ValidationError('You cannot follow yourself');
          }
          if (op !== 'disconnect') {
            const before = await followingIds(own.id);
            newlyFollowed.push(
              ...items.map(documentIdOf).filter((id): id is string => !!id && !before.has(id)),
            );
          }
        }
      }
      (ctx.request as { body?: unknown }).body = { data };
      const response = await super.update(ctx);

      const locale = (ctx.query.locale as string | undefined) ?? DEFAULT_LOCALE;
      // Likes that came or went count on the insights (once per person and article, whatever the
      // toggling); an article's author hears of a reader's first like of it only.
      const firstLikes: string[] = [];
      if (likedBefore) {
        const likedAfter = await likedIds(own.id);
        const who = visitorKey(ctx, own.documentId);
        for (const documentId of new Set([...likedBefore, ...likedAfter])) {
          const liked = likedAfter.has(documentId);
          if (liked === likedBefore.has(documentId)) continue;
          const outcome = await strapi
            .service('api::insight.insight')
            .likeChanged({ documentId, locale }, who, liked);
          if (outcome === 'first') firstLikes.push(documentId);
        }
      }
      // The followed and the liked articles' authors are told (src/api/notification).
      const notifications = strapi.service('api::notification.notification');
      for (const documentId of new Set(newlyFollowed)) {
        const followed = await strapi.db.query(UID).findOne({ where: { documentId }, select: ['id'] });
        if (followed)
          await notifications.notify({ kind: 'new_follower', recipient: followed.id, actor: own.id });
      }
      for (const documentId of firstLikes) {
        const author = await notifications.authorOf(documentId);
        if (author)
          await notifications.notify({
            kind: 'article_like',
            recipient: author,
            actor: own.id,
            article: { documentId, locale },
          });
      }
      return response;
    },
  };
});
