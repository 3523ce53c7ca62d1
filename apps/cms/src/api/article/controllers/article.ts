import { isRead, READ_MIN_PROGRESS, readMinSeconds } from '@katha/rules';
import { type Core, factories } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE } from '../../../utils/limits';
import { allOf, type Documents, LISTING_RULE, pageOf, paginationMeta } from '../../../utils/listing';
import { type Ctx, callerProfile, ownFilters } from '../../../utils/owner';
import { findPage } from '../../../utils/query-shapes';
import { visitorKey } from '../../../utils/visitor';

const UID = 'api::article.article';

/** What a writer may send; everything else (author, counts, likes) is the server's. */
const WRITABLE = [
  'title',
  'subtitle',
  'body',
  'slug',
  'tags',
  'featured_image',
  'image_alt',
  'topic',
  'publisher',
  'blog_topic',
  'type',
  'isArchive',
];

const pickWritable = (data: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => WRITABLE.includes(key)));

const requireData = (ctx: Ctx) => {
  const data = (ctx.request as { body?: { data?: unknown } }).body?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new errors.ValidationError('Missing "data" payload in the request body');
  }
  return data as Record<string, unknown>;
};

/**
 * Whether the query reads drafts as the core service and the document service will run it: a
 * `status` key overrides the service's `published` default, and anything but `published` (`draft`,
 * a list, an object, an empty or bare key) reads drafts. The guard refuses all but the two words;
 * this keeps drafts their author's whatever a future spelling gets through.
 */
const wantsDrafts = (query: Ctx['query']) => Object.hasOwn(query, 'status') && query.status !== 'published';

type Query = Record<string, unknown> & { filters?: Record<string, unknown>; pagination?: unknown };

const PEOPLE = ['liked_by', 'bookmarked_by'];

/**
 * Who else liked or bookmarked an article is nobody's business: in the caller's own lists,
 * `populate` of `liked_by` / `bookmarked_by` answers the caller's profile only (the card's "I
 * liked / bookmarked it"); asked for as a name or through `*`, 400.
 */
const ownPeoplePopulate = (populate: unknown, own: string): unknown => {
  const names = (value: unknown) =>
    typeof value === 'string' ? value.split(',').map((name) => name.trim()) : [];
  const listed = Array.isArray(populate) ? populate.flatMap(names) : names(populate);
  if (listed.some((name) => name === '*' || PEOPLE.includes(name))) {
    throw new errors.ValidationError('liked_by and bookmarked_by are populated as objects here');
  }
  if (!populate || typeof populate !== 'object' || Array.isArray(populate)) return populate;
  const mine = { fields: ['username'], filters: { documentId: { $eq: own } } };
  return Object.fromEntries(
    Object.entries(populate as Record<string, unknown>).map(([key, value]) => [
      key,
      PEOPLE.includes(key) ? mine : value,
    ]),
  );
};

type Row = Record<string, unknown> & { id?: number };

/**
 * How many readers liked and bookmarked each article (`likes`, `bookmarks`), counted by the
 * database on the article rows answered: a count only, never who (the profiles stay narrowed to
 * the caller's own, above). Likes reach every locale of a document, so each row counts them all.
 */
async function withCounts<T>(strapi: Core.Strapi, answer: T): Promise<T> {
  const rows = (Array.isArray(answer) ? answer : answer ? [answer] : []) as Row[];
  const ids = rows.map((row) => row.id).filter((id): id is number => typeof id === 'number');
  if (!ids.length) return answer;
  const counted = (await strapi.db.query(UID).findMany({
    select: ['id'],
    where: { id: { $in: ids } },
    populate: { liked_by: { count: true }, bookmarked_by: { count: true } },
  })) as { id: number; liked_by?: { count?: number }; bookmarked_by?: { count?: number } }[];
  const byId = new Map(counted.map((row) => [row.id, row]));
  for (const row of rows) {
    const found = typeof row.id === 'number' ? byId.get(row.id) : undefined;
    row.likes = found?.liked_by?.count ?? 0;
    row.bookmarks = found?.bookmarked_by?.count ?? 0;
  }
  return answer;
}

/**
 * The published article a view or read event is about: `?locale=`, else the default locale, else
 * any published locale of the document; 404 for drafts and unknown ones.
 */
async function publishedForEvent(strapi: Core.Strapi, ctx: Ctx) {
  const asked = ctx.query.locale as string | undefined;
  const published: { locale: string }[] = asked
    ? []
    : await strapi.db.query(UID).findMany({
        select: ['locale'],
        where: { documentId: ctx.params.id, publishedAt: { $notNull: true } },
      });
  const locale =
    asked ??
    (published.some((row) => row.locale === DEFAULT_LOCALE) ? DEFAULT_LOCALE : published[0]?.locale) ??
    DEFAULT_LOCALE;
  const article = await strapi.documents(UID).findOne({
    documentId: ctx.params.id!,
    locale,
    status: 'published',
    fields: ['documentId', 'read_time', 'locale'],
  });
  if (!article) throw new errors.NotFoundError('Not Found');
  return article as unknown as { documentId: string; read_time?: number | null; locale: string };
}

export default factories.createCoreController(UID, ({ strapi }) => {
  const documents = () => strapi.documents(UID) as unknown as Documents;

  /** Every locale row of a document with its author, to check who owns it. */
  const owners = async (documentId: string) =>
    (await strapi.db.query(UID).findMany({
      select: ['locale'],
      where: { documentId },
      populate: { author: { select: ['documentId'] } },
    })) as { locale: string; author?: { documentId: string } | null }[];

  return {
    /**
     * The core `find`; drafts (`status=draft`) list only the caller's own. Anonymous and readers'
     * queries are validated, sanitized and turned into database queries once per shape
     * (src/utils/query-shapes.ts).
     */
    async find(ctx: Ctx) {
      if (wantsDrafts(ctx.query)) {
        const own = await callerProfile(strapi, ctx);
        ctx.query = ownFilters(ctx.query, { author: { documentId: own.documentId } });
      }
      const { results, pagination } = await findPage(strapi, ctx, UID);
      const answer = await withCounts(strapi, await this.sanitizeOutput!(results, ctx));
      return this.transformResponse!(answer, { pagination });
    },

    /**
     * `GET /articles/bookmarked`: the caller's own bookmarked articles (published), as a listing
     * takes them (locale, filters, populate, sort, pagination); newest article first unless `sort`
     * says otherwise (bookmarks carry no date). The caller's profile is the filter: no user id is
     * taken, so nobody reads someone else's bookmarks.
     */
    async bookmarked(ctx: Ctx) {
      const own = await callerProfile(strapi, ctx);
      const { status: _status, ...query } = ctx.query as Record<string, unknown>;
      query.populate = ownPeoplePopulate(query.populate, own.documentId);
      if (query.populate === undefined) delete query.populate;
      ctx.query = {
        ...ownFilters(query, { bookmarked_by: { documentId: { $eq: own.documentId } } }),
        sort: query.sort ?? [{ publishedAt: 'desc' }, { id: 'desc' }],
        status: 'published',
      };
      const { results, pagination } = await findPage(strapi, ctx, UID);
      const answer = await withCounts(strapi, await this.sanitizeOutput!(results, ctx));
      return this.transformResponse!(answer, { pagination });
    },

    async findOne(ctx: Ctx) {
      if (wantsDrafts(ctx.query)) {
        const own = await callerProfile(strapi, ctx);
        const rows = await owners(ctx.params.id!);
        if (!rows.some((row) => row.author?.documentId === own.documentId))
          throw new errors.NotFoundError('Not Found');
      }
      const response = (await super.findOne(ctx)) as { data?: unknown } | undefined;
      if (response?.data) await withCounts(strapi, response.data);
      return response;
    },

    /** Editors and staff (the route's permission) create articles authored by their own profile. */
    async create(ctx: Ctx) {
      const own = await callerProfile(strapi, ctx);
      ctx.request.body = { data: { ...pickWritable(requireData(ctx)), author: own.documentId } };
      return super.create(ctx);
    },

    /**
     * Only the author updates (any locale of their document; a new locale creates the translation).
     * Deleting is `isArchive: true` here.
     */
    async update(ctx: Ctx) {
      const own = await callerProfile(strapi, ctx);
      const data = pickWritable(requireData(ctx));
      const rows = await owners(ctx.params.id!);
      if (!rows.length) throw new errors.NotFoundError('Not Found');
      if (!rows.some((row) => row.author?.documentId === own.documentId)) {
        throw new errors.ForbiddenError('Only the author can change this article');
      }
      const locale = (ctx.query.locale as string | undefined) ?? DEFAULT_LOCALE;
      const isNewLocale = !rows.some((row) => row.locale === locale);
      ctx.request.body = { data: isNewLocale ? { ...data, author: own.documentId } : data };
      const response = await super.update(ctx);
      if (isNewLocale) await strapi.service('api::profile.profile').extendToNewLocale(ctx.params.id!, locale);
      return response;
    },

    /** Published articles passing the listing rule, ranked by the last 7 days of engagement, then newest. */
    async trending(ctx: Ctx) {
      await this.validateQuery!(ctx);
      const query = (await this.sanitizeQuery!(ctx)) as Query;
      const { pagination, filters, sort: _sort, status: _status, populate, fields, ...scope } = query;
      // `published` scopes the id and count queries; `rest` also shapes the returned articles.
      const published = { ...scope, status: 'published' };
      const rest = { ...published, populate, fields };
      const page = pageOf(pagination);
      const base = allOf(filters, LISTING_RULE);
      const ranked = [...(await strapi.service('api::insight.insight').trendingScores()).keys()];

      const scored = ranked.length
        ? await documents().findMany({
            ...published,
            filters: allOf(base, { documentId: { $in: ranked } }),
            fields: ['documentId'],
          })
        : [];
      const order = new Map(ranked.map((documentId, index) => [documentId, index]));
      const scoredIds = [...new Set(scored.map((row) => row.documentId))].sort(
        (a, b) => order.get(a)! - order.get(b)!,
      );
      const others = allOf(base, scoredIds.length ? { documentId: { $notIn: scoredIds } } : undefined);

      const start = (page.page - 1) * page.pageSize;
      const end = start + page.pageSize;
      const pageScored = scoredIds.slice(start, end);
      const [scoredRows, otherRows, otherTotal] = await Promise.all([
        pageScored.length
          ? documents().findMany({ ...rest, filters: { documentId: { $in: pageScored } } })
          : Promise.resolve([]),
        end > scoredIds.length
          ? documents().findMany({
              ...rest,
              filters: others,
              sort: [{ publishedAt: 'desc' }, { id: 'desc' }],
              start: Math.max(0, start - scoredIds.length),
              limit: end - Math.max(start, scoredIds.length),
            })
          : Promise.resolve([]),
        documents().count({ ...published, filters: others }),
      ]);
      scoredRows.sort((a, b) => order.get(a.documentId)! - order.get(b.documentId)!);
      const results = await withCounts(
        strapi,
        await this.sanitizeOutput!([...scoredRows, ...otherRows], ctx),
      );
      return this.transformResponse!(results, {
        pagination: paginationMeta(page, scoredIds.length + otherTotal),
      });
    },

    /** One random published, non-archived article of the locale that passes the listing rule. */
    async surpriseMe(ctx: Ctx) {
      await this.validateQuery!(ctx);
      const {
        filters,
        pagination: _p,
        sort: _s,
        status: _status,
        ...shape
      } = (await this.sanitizeQuery!(ctx)) as Query;
      const rest = { ...shape, status: 'published' };
      const where = allOf(filters, LISTING_RULE);
      const total = await documents().count({ ...rest, filters: where });
      if (!total) throw new errors.NotFoundError('No article to suggest');
      const [article] = await documents().findMany({
        ...rest,
        filters: where,
        sort: { id: 'asc' },
        start: Math.floor(Math.random() * total),
        limit: 1,
      });
      return this.transformResponse!(await withCounts(strapi, await this.sanitizeOutput!(article, ctx)));
    },

    /**
     * An article was opened (token optional): a view on today's insight of the article, once per
     * person and day; for a signed-in reader, the time they opened it (a read is checked against it).
     * README.md, Read events.
     */
    async view(ctx: Ctx) {
      const article = await publishedForEvent(strapi, ctx);
      const own = ctx.state.user ? await callerProfile(strapi, ctx) : undefined;
      if (own) await strapi.service('api::profile.profile').recordOpen(own.id, article);
      await strapi
        .service('api::insight.insight')
        .countOnce('view', article, visitorKey(ctx, own?.documentId));
      ctx.body = { data: { documentId: article.documentId, locale: article.locale } };
    },

    /**
     * A read (token optional), with the reader's evidence `{ seconds, progress }`: it must meet the
     * read rule (@katha/rules reading.ts: 40 % of the read time on the text, past 80 % of it), else
     * 400. A read on today's insight, unless this reader (signed in, or the same client anonymously)
     * already read the article today, or a signed-in one opened it less than that time ago; a
     * signed-in reader's counted read earns reading points.
     */
    async read(ctx: Ctx) {
      const body = (ctx.request as { body?: unknown }).body as
        | { seconds?: unknown; progress?: unknown }
        | undefined;
      const seconds = Number(body?.seconds);
      const progress = Number(body?.progress);
      if (
        typeof body?.seconds !== 'number' ||
        typeof body?.progress !== 'number' ||
        !Number.isFinite(seconds) ||
        !Number.isFinite(progress) ||
        seconds < 0 ||
        progress < 0 ||
        progress > 1
      )
        throw new errors.ValidationError('A read is sent with "seconds" (>= 0) and "progress" (0 to 1)');
      const article = await publishedForEvent(strapi, ctx);
      const minSeconds = readMinSeconds(article.read_time);
      if (!isRead({ seconds, progress }, article.read_time))
        throw new errors.ValidationError(
          `Not a read yet: it takes ${minSeconds} seconds on this text and reaching ${Math.round(READ_MIN_PROGRESS * 100)} % of it`,
          { key: 'read.notYet', minSeconds, minProgress: READ_MIN_PROGRESS },
        );
      const own = ctx.state.user ? await callerProfile(strapi, ctx) : undefined;
      const outcome = own
        ? await strapi.service('api::profile.profile').recordRead(own.id, article, minSeconds)
        : 'counted';
      const counted =
        outcome === 'counted' &&
        (await strapi
          .service('api::insight.insight')
          .countOnce('read', article, visitorKey(ctx, own?.documentId)));
      ctx.body = { data: { documentId: article.documentId, locale: article.locale, counted } };
    },
  };
});
