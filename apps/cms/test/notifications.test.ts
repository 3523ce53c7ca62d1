import { beforeAll, describe, expect, it } from 'vitest';
import { admin, api, createArticle, register, registerEditor, type TestUser } from './api.ts';

/**
 * Notifications (issue 15, section 2): made by the CMS when something concerning a person happens,
 * read, counted and marked read by that person only.
 */
let writer: TestUser;
let reader: TestUser;
let other: TestUser;
let articleId: string;
let slug: string;

interface Notification {
  documentId: string;
  kind: string;
  read: boolean;
  actor: { username: string; name: string | null } | null;
  article: { slug: string; title: string; locale: string } | null;
  commentId: number | null;
}

const list = async (user: TestUser, query = '') => {
  const reply = await api.get(`/notifications${query}`, user.jwt);
  expect(reply.status).toBe(200);
  return reply.body as { data: Notification[]; meta: { pagination: { total: number; pageSize: number } } };
};
const unread = async (user: TestUser) => {
  const reply = await api.get('/notifications/unread-count', user.jwt);
  expect(reply.status).toBe(200);
  return reply.body.data.count as number;
};

beforeAll(async () => {
  [writer, reader, other] = await Promise.all([registerEditor(), register(), register()]);
  const created = await createArticle(writer);
  expect(created.status).toBe(201);
  articleId = created.body.data.documentId;
  slug = created.body.data.slug;
});

describe('notifications', () => {
  it('tell an author of a comment on their article and a commenter of a reply, not of their own acts', async () => {
    const before = await list(writer);
    const comment = await api.post(
      `/comments/api::article.article:${articleId}`,
      { content: 'Lovely' },
      reader.jwt,
    );
    expect(comment.status).toBe(200);
    const mine = (await list(writer)).data;
    expect(mine.length).toBe(before.data.length + 1);
    expect(mine[0]).toMatchObject({
      kind: 'article_comment',
      read: false,
      actor: { username: reader.username },
      article: { slug, locale: 'en' },
      commentId: comment.body.id,
    });
    // The author answers: the reader hears of the reply; the author is not told of their own comment.
    const reply = await api.post(
      `/comments/api::article.article:${articleId}`,
      { content: 'Thank you', threadOf: comment.body.id },
      writer.jwt,
    );
    expect(reply.status).toBe(200);
    expect((await list(writer)).data.length).toBe(mine.length);
    const readers = (await list(reader)).data;
    expect(readers[0]).toMatchObject({
      kind: 'comment_reply',
      actor: { username: writer.username },
      article: { slug },
    });
  });

  it('tell an author of a new follower and of a like, once', async () => {
    const count = await unread(writer);
    const follow = await api.put(
      `/profiles/${other.profile.documentId}`,
      {
        data: {
          following: { connect: [writer.profile.documentId] },
          liked_articles: { connect: [articleId] },
        },
      },
      other.jwt,
    );
    expect(follow.status).toBe(200);
    // Following again and liking again tell nothing new.
    await api.put(
      `/profiles/${other.profile.documentId}`,
      {
        data: {
          following: { connect: [writer.profile.documentId] },
          liked_articles: { connect: [articleId] },
        },
      },
      other.jwt,
    );
    expect(await unread(writer)).toBe(count + 2);
    const kinds = (await list(writer)).data
      .slice(0, 2)
      .map((n) => n.kind)
      .sort();
    expect(kinds).toEqual(['article_like', 'new_follower']);
  });

  it('tell a requester that staff approved or declined their author access', async () => {
    const asker = await register('asker');
    const request = await api.post(
      '/request-author-accesses',
      { data: { name: 'Asker', email: asker.email } },
      asker.jwt,
    );
    expect(request.status).toBe(201);
    expect(await unread(asker)).toBe(0);
    const path = `/collection-types/api::request-author-access.request-author-access/${request.body.data.documentId}`;
    expect((await admin('PUT', path, { request_status: 'rejected' })).status).toBe(200);
    expect((await list(asker)).data.map((n) => n.kind)).toEqual(['author_access_declined']);
    expect((await admin('PUT', path, { request_status: 'approved' })).status).toBe(200);
    expect((await list(asker)).data.map((n) => n.kind)).toEqual([
      'author_access_approved',
      'author_access_declined',
    ]);
    expect((await list(asker)).data[0]!.actor).toBeNull();
  });

  it('are paged, and marked read one by one or all at once', async () => {
    const page = await list(writer, '?pagination[page]=1&pagination[pageSize]=1');
    expect(page.data.length).toBe(1);
    expect(page.meta.pagination.pageSize).toBe(1);
    expect(page.meta.pagination.total).toBeGreaterThanOrEqual(3);
    expect((await api.get('/notifications?pagination[pageSize]=51', writer.jwt)).status).toBe(400);
    const first = page.data[0]!;
    const count = await unread(writer);
    const one = await api.post(`/notifications/${first.documentId}/read`, {}, writer.jwt);
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({ documentId: first.documentId, read: true });
    expect(await unread(writer)).toBe(count - 1);
    const all = await api.post('/notifications/mark-all-read', {}, writer.jwt);
    expect(all.status).toBe(200);
    expect(all.body.data.count).toBe(count - 1);
    expect(await unread(writer)).toBe(0);
    expect((await list(writer)).data.every((n) => n.read)).toBe(true);
  });

  it("are their recipient's only: nobody else reads, counts or marks them, and nobody makes them", async () => {
    const theirs = (await list(reader)).data[0]!;
    const before = await unread(reader);
    expect(before).toBeGreaterThan(0);
    // Another user sees only their own, and cannot mark the reader's read (404, as unknown).
    expect((await list(other)).data.some((n) => n.documentId === theirs.documentId)).toBe(false);
    expect((await api.post(`/notifications/${theirs.documentId}/read`, {}, other.jwt)).status).toBe(404);
    await api.post('/notifications/mark-all-read', {}, other.jwt);
    expect(await unread(reader)).toBe(before);
    // No filter, populate or sort reaches another person's; no route to create, change or delete one.
    for (const query of [
      `?filters[recipient][documentId][$eq]=${reader.profile.documentId}`,
      '?populate[recipient]=true',
      '?sort[0]=createdAt:desc',
    ])
      expect((await api.get(`/notifications${query}`, other.jwt)).status).toBe(400);
    expect((await api.get(`/notifications/${theirs.documentId}`, other.jwt)).status).toBe(404);
    expect((await api.post('/notifications', { data: { kind: 'new_follower' } }, other.jwt)).status).toBe(
      404,
    );
    expect((await api.put(`/notifications/${theirs.documentId}`, { data: {} }, other.jwt)).status).toBe(404);
    expect((await api.delete(`/notifications/${theirs.documentId}`, other.jwt)).status).toBe(404);
    // Anonymous callers get nothing.
    for (const path of ['/notifications', '/notifications/unread-count'])
      expect((await api.get(path)).status).toBe(403);
    expect((await api.post('/notifications/mark-all-read', {})).status).toBe(403);
    expect((await api.post(`/notifications/${theirs.documentId}/read`, {})).status).toBe(403);
    expect(await unread(reader)).toBe(before);
    // Nor through another type's relation: a profile has no notifications to populate.
    expect(
      (await api.get(`/profiles/${reader.profile.documentId}?populate[notifications]=true`)).status,
    ).toBe(400);
  });
});
