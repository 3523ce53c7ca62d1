import { beforeAll, describe, expect, inject, it } from 'vitest';
import { api, BASE, createArticle, like, register, registerEditor, type TestUser } from './api.ts';

/**
 * Issue 28, findings 7 and 9: the counters count distinct people, once (a like while it lasts, a
 * view and a read per person and day), and only articles readers can open take likes, bookmarks
 * and comments.
 */
let writer: TestUser;
let reader: TestUser;
let other: TestUser;

beforeAll(async () => {
  [writer, reader, other] = await Promise.all([registerEditor(), register(), register()]);
});

const published = async () => {
  const created = await createArticle(writer);
  expect(created.status).toBe(201);
  return created.body.data as { documentId: string; slug: string; read_time: number };
};

/** The article's insights of every day and locale, added up, as its author reads them. */
const totals = async (id: string) => {
  const reply = await api.get(`/insights?filters[article][documentId][$eq]=${id}`, writer.jwt);
  expect(reply.status).toBe(200);
  const sum = { views: 0, reads: 0, likes: 0 };
  for (const row of reply.body.data as (typeof sum)[])
    for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += row[key];
  return sum;
};

const likeNotifications = async (liker: TestUser, slug: string) => {
  const reply = await api.get('/notifications?pagination[pageSize]=50', writer.jwt);
  expect(reply.status).toBe(200);
  return (
    reply.body.data as {
      kind: string;
      actor: { username: string } | null;
      article: { slug: string } | null;
    }[]
  ).filter(
    (one) =>
      one.kind === 'article_like' && one.actor?.username === liker.username && one.article?.slug === slug,
  );
};

const profilePut = (user: TestUser, data: Record<string, unknown>) =>
  api.put(`/profiles/${user.profile.documentId}`, { data }, user.jwt);
const unlike = (user: TestUser, id: string) => profilePut(user, { liked_articles: { disconnect: [id] } });

/**
 * A view or a read as a client sends it: its own user agent, and a forwarding header if it forges
 * one (or the site's server sends it, with `proxyKey`).
 */
const event = async (
  kind: 'view' | 'read',
  article: { documentId: string; read_time: number },
  client: { agent?: string; forwardedFor?: string; proxyKey?: string; token?: string } = {},
) => {
  const response = await fetch(`${BASE}/api/articles/${article.documentId}/${kind}?locale=en`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': client.agent ?? 'counters-test',
      ...(client.forwardedFor ? { 'x-forwarded-for': client.forwardedFor } : {}),
      ...(client.proxyKey ? { 'x-katha-proxy-key': client.proxyKey } : {}),
      ...(client.token ? { authorization: `Bearer ${client.token}` } : {}),
    },
    // What a reader who read the whole text for long enough sends (@katha/rules reading.ts).
    body: JSON.stringify({ seconds: Math.round(0.4 * article.read_time * 60), progress: 0.95 }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { counted?: boolean } }).data;
};

describe('likes', () => {
  it('count each liker once while the like lasts, and tell the author of the first like only', async () => {
    const article = await published();
    const id = article.documentId;
    for (let round = 0; round < 6; round++) {
      expect((await like(reader, id)).status).toBe(200);
      expect((await like(reader, id)).status).toBe(200);
      expect((await unlike(reader, id)).status).toBe(200);
    }
    expect((await api.get(`/articles/${id}`)).body.data.likes).toBe(0);
    expect((await totals(id)).likes).toBe(0);
    expect(await likeNotifications(reader, article.slug)).toHaveLength(1);

    // Liking again counts again (a like that lasts), without telling the author again.
    expect((await like(reader, id)).status).toBe(200);
    expect((await like(other, id)).status).toBe(200);
    expect((await totals(id)).likes).toBe(2);
    expect((await api.get(`/articles/${id}`)).body.data.likes).toBe(2);
    expect(await likeNotifications(reader, article.slug)).toHaveLength(1);
    expect(await likeNotifications(other, article.slug)).toHaveLength(1);

    // A `set` that drops the like takes it away too.
    expect((await profilePut(other, { liked_articles: [] })).status).toBe(200);
    expect((await totals(id)).likes).toBe(1);
  });
});

describe('views and reads', () => {
  it('count once per client and day however often it sends them, forged forwarding or not', async () => {
    const article = await published();
    const results = [];
    for (let i = 0; i < 15; i++) {
      await event('view', article);
      results.push((await event('read', article)).counted);
    }
    expect(results).toEqual([true, ...Array(14).fill(false)]);
    expect(await totals(article.documentId)).toMatchObject({ views: 1, reads: 1 });

    // The CMS does not trust X-Forwarded-For here (KATHA_TRUST_PROXY unset): a forged one is the same client.
    for (const forwardedFor of ['203.0.113.7', '198.51.100.1, 203.0.113.8']) {
      await event('view', article, { forwardedFor });
      expect((await event('read', article, { forwardedFor })).counted).toBe(false);
    }
    expect(await totals(article.documentId)).toMatchObject({ views: 1, reads: 1 });
  });

  it("count the readers behind the site's server one by one: its key vouches for X-Forwarded-For", async () => {
    const article = await published();
    const proxyKey = inject('cmsProxyKey');
    const counted = async (client: { forwardedFor: string; proxyKey?: string }) => {
      await event('view', article, client);
      return (await event('read', article, client)).counted;
    };
    // Through the site (its key): the last entry is the reader, what comes before it is not.
    expect(await counted({ forwardedFor: '203.0.113.7', proxyKey })).toBe(true);
    expect(await counted({ forwardedFor: '198.51.100.1, 203.0.113.7', proxyKey })).toBe(false);
    expect(await counted({ forwardedFor: '203.0.113.8', proxyKey })).toBe(true);
    // Without the key, or with another, the header is anyone's: the socket's client, once.
    expect(await counted({ forwardedFor: '203.0.113.9' })).toBe(true);
    for (const forged of ['anything', `${proxyKey}x`, proxyKey.slice(0, -1)])
      expect(await counted({ forwardedFor: '203.0.113.10', proxyKey: forged })).toBe(false);
    expect(await totals(article.documentId)).toMatchObject({ views: 3, reads: 3 });
  });

  it('count two different readers twice', async () => {
    const article = await published();
    // Two anonymous clients (another browser on the same address).
    for (const agent of ['browser-one', 'browser-two', 'browser-one', 'browser-two']) {
      await event('view', article, { agent });
      await event('read', article, { agent });
    }
    expect(await totals(article.documentId)).toMatchObject({ views: 2, reads: 2 });
    // Two signed-in readers, whatever client they use.
    for (const [user, agent] of [
      [reader, 'browser-one'],
      [other, 'browser-one'],
      [reader, 'browser-two'],
      [other, 'browser-three'],
    ] as const)
      await event('view', article, { agent, token: user.jwt });
    expect(await totals(article.documentId)).toMatchObject({ views: 4 });
  });
});

describe('at once', () => {
  it('the same like, view and read sent together count once', async () => {
    const article = await published();
    const id = article.documentId;
    const likes = await Promise.all(Array.from({ length: 8 }, () => like(reader, id)));
    expect(likes.map((reply) => reply.status)).toEqual(Array(8).fill(200));
    const reads = await Promise.all(
      Array.from({ length: 8 }, () => event('view', article).then(() => event('read', article))),
    );
    expect(reads.filter((read) => read.counted)).toHaveLength(1);
    expect(await totals(id)).toEqual({ views: 1, reads: 1, likes: 1 });
    expect(await likeNotifications(reader, article.slug)).toHaveLength(1);
  });
});

describe('what can be liked, bookmarked and commented', () => {
  it("refuses another author's draft and an archived article, as unknown ones", async () => {
    const draft = await createArticle(writer, {}, '?status=draft');
    expect(draft.status).toBe(201);
    const archived = await createArticle(writer, { isArchive: true });
    expect(archived.status).toBe(201);
    for (const id of [draft.body.data.documentId, archived.body.data.documentId]) {
      for (const relation of ['liked_articles', 'bookmarked_articles']) {
        for (const items of [{ connect: [id] }, { connect: [{ documentId: id }] }, [id]]) {
          const refused = await profilePut(reader, { [relation]: items });
          expect(refused.status).toBe(400);
          expect(refused.body.error.message).toBe(`Article not found: ${id}`);
        }
      }
      const comment = await api.post(
        `/comments/api::article.article:${id}`,
        { content: 'Early!' },
        reader.jwt,
      );
      expect(comment.status).toBe(404);
      // Taking a like or bookmark back stays possible.
      expect((await profilePut(reader, { liked_articles: { disconnect: [id] } })).status).toBe(200);
    }
  });
});
