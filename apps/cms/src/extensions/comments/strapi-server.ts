import { errors } from '@strapi/utils';
import { COMMENT_MAX_LENGTH } from '../../utils/limits';
import { OPEN_TO_READERS } from '../../utils/listing';
import type { Ctx } from '../../utils/owner';
import { toPlainText } from '../../utils/text';

type Controller = Record<string, (this: unknown, ctx: Ctx) => Promise<unknown>>;
interface CommentsPlugin {
  controllers: { client: (deps: { strapi: unknown }) => Controller };
}

const RELATION = /^api::article\.article:(.+)$/;

/** Comment payloads without authors' emails (the plugin's blockedAuthorProps is only read from its settings store). */
const withoutEmails = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutEmails);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'email' && key !== 'authorEmail')
      .map(([key, child]) => [key, withoutEmails(child)]),
  );
};
const READS = ['findAllFlat', 'findAllInHierarchy', 'findAllPerAuthor'];

interface CommentAuthor {
  id?: number | string;
  name?: string | null;
  avatar?: unknown;
}
interface Media {
  url?: string;
  formats?: Record<string, { url?: string } | undefined> | null;
}

/** Every comment author of a payload (nested children and the threadOf comment included). */
const authorsIn = (value: unknown, found: CommentAuthor[] = []): CommentAuthor[] => {
  if (Array.isArray(value)) for (const item of value) authorsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'author' && child && typeof child === 'object') found.push(child as CommentAuthor);
      else authorsIn(child, found);
    }
  }
  return found;
};

/**
 * Authors as people see them elsewhere: the plugin names a comment's author by their username
 * and has no picture; their profile's display name (else the username) and picture replace them.
 */
const withProfiles = async <T>(payload: T): Promise<T> => {
  const authors = authorsIn(payload).filter((author) => Number.isInteger(Number(author.id)));
  const ids = [...new Set(authors.map((author) => Number(author.id)))];
  if (!ids.length) return payload;
  const profiles = (await strapi.db.query('api::profile.profile').findMany({
    where: { user: { id: { $in: ids } } },
    select: ['name', 'username'],
    populate: { user: { select: ['id'] }, profile_image: { select: ['url', 'formats'] } },
  })) as {
    name?: string | null;
    username?: string;
    user?: { id: number } | null;
    profile_image?: Media | null;
  }[];
  const byUser = new Map(profiles.map((profile) => [profile.user?.id, profile]));
  for (const author of authors) {
    const profile = byUser.get(Number(author.id));
    if (!profile) continue;
    author.name = profile.name?.trim() || profile.username || author.name;
    const image = profile.profile_image;
    const url = image?.formats?.thumbnail?.url ?? image?.url;
    if (url) author.avatar = url;
  }
  return payload;
};

/**
 * A new comment tells the article's author (a comment on their article) and, for a reply, the
 * author of the comment it answers (src/api/notification); nobody is told of their own.
 */
const notifyComment = async (
  ctx: Ctx,
  documentId: string,
  locale: string,
  threadOf: number,
  result: unknown,
) => {
  const notifications = strapi.service('api::notification.notification');
  const user = ctx.state.user as { id?: number } | undefined;
  const actor = await notifications.profileOfUser(user?.id);
  if (!actor) return;
  const commentId = Number((result as { id?: unknown } | null)?.id) || null;
  const article = { documentId, locale };
  let parentAuthor: number | null = null;
  if (Number.isInteger(threadOf) && threadOf > 0) {
    const parent = (await strapi.db.query('plugin::comments.comment').findOne({
      where: { id: threadOf },
      select: ['authorId'],
      populate: { authorUser: { select: ['id'] } },
    })) as { authorId?: string | null; authorUser?: { id: number } | null } | null;
    parentAuthor = await notifications.profileOfUser(parent?.authorUser?.id ?? parent?.authorId);
    if (parentAuthor)
      await notifications.notify({
        kind: 'comment_reply',
        recipient: parentAuthor,
        actor,
        article,
        commentId,
      });
  }
  const author = await notifications.authorOf(documentId);
  if (author && author !== parentAuthor)
    await notifications.notify({ kind: 'article_comment', recipient: author, actor, article, commentId });
};

/**
 * Comments answer without emails, their authors by profile name and picture. They are plain text of 1..2000 characters (tags are stripped, over-long ones refused with a
 * 400), and a new comment counts on today's insight of the article.
 */
export default (plugin: CommentsPlugin) => {
  const factory = plugin.controllers.client;
  plugin.controllers.client = (deps) => {
    const controller = factory(deps);
    const { post, put } = controller;
    for (const name of READS) {
      const read = controller[name];
      if (read)
        controller[name] = async function (ctx) {
          return withProfiles(withoutEmails(await read.call(this, ctx)));
        };
    }
    const checked = (ctx: Ctx) => {
      const body = ((ctx.request as { body?: Record<string, unknown> }).body ?? {}) as Record<
        string,
        unknown
      >;
      if (typeof body.content !== 'string') throw new errors.ValidationError('content is required');
      const content = toPlainText(body.content);
      if (!content) throw new errors.ValidationError('content must not be empty');
      if (content.length > COMMENT_MAX_LENGTH) {
        throw new errors.ValidationError(`content must be at most ${COMMENT_MAX_LENGTH} characters`);
      }
      body.content = content;
    };
    /**
     * Comments attach only to an article readers can open (utils/listing.ts): a draft's or an
     * archived article's documentId answers 404, as an unknown one.
     */
    const published = async (ctx: Ctx) => {
      const documentId = RELATION.exec(String(ctx.params.relation))?.[1];
      if (!documentId) return;
      const row = await strapi.db.query('api::article.article').findOne({
        select: ['id'],
        where: { $and: [{ documentId }, OPEN_TO_READERS] },
      });
      if (!row) throw new errors.NotFoundError('Not Found');
    };
    controller.post = async function (ctx) {
      checked(ctx);
      await published(ctx);
      const threadOf = Number((ctx.request as { body?: { threadOf?: unknown } }).body?.threadOf);
      const result = await withProfiles(withoutEmails(await post!.call(this, ctx)));
      const documentId = RELATION.exec(String(ctx.params.relation))?.[1];
      if (documentId) {
        const locale = (ctx.request as { body?: { locale?: string } }).body?.locale ?? 'en';
        await strapi.service('api::insight.insight').bump(documentId, locale, { comments: 1 });
        await notifyComment(ctx, documentId, locale, threadOf, result);
      }
      return result;
    };
    controller.put = async function (ctx) {
      checked(ctx);
      return withProfiles(withoutEmails(await put!.call(this, ctx)));
    };
    return controller;
  };
  return plugin;
};
