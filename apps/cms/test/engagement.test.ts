import { backdateOpening } from '@katha/tools/cms';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  adminToken,
  api,
  BASE,
  createArticle,
  ENGLISH_BODY,
  like,
  register,
  registerEditor,
  type TestUser,
} from './api.ts';

let writer: TestUser;
let reader: TestUser;
let other: TestUser;

beforeAll(async () => {
  [writer, reader, other] = await Promise.all([registerEditor(), register(), register()]);
});

/** An article in en with a hi-IN translation, published. */
const translatedArticle = async () => {
  const { body } = await createArticle(writer);
  const id = body.data.documentId as string;
  await api.put(
    `/articles/${id}?locale=hi-IN`,
    { data: { title: 'बरसात की शाम', body: ENGLISH_BODY } },
    writer.jwt,
  );
  return id;
};

/** Who liked it, as `user` can see it: populated likes are narrowed to the caller's own profile. */
const likedBy = async (id: string, locale: string, user: TestUser = reader) => {
  const reply = await api.get(
    `/articles/${id}?locale=${locale}&populate[liked_by][fields][0]=username`,
    user.jwt,
  );
  return reply.body.data.liked_by.map((p: { documentId: string }) => p.documentId);
};

describe('likes and bookmarks', () => {
  it('reach every locale of the article and survive the author republishing it', async () => {
    const id = await translatedArticle();
    const like = await api.put(
      `/profiles/${reader.profile.documentId}`,
      { data: { liked_articles: { connect: [id] }, bookmarked_articles: { connect: [{ documentId: id }] } } },
      reader.jwt,
    );
    expect(like.status).toBe(200);
    expect(await likedBy(id, 'en')).toEqual([reader.profile.documentId]);
    expect(await likedBy(id, 'hi-IN')).toEqual([reader.profile.documentId]);

    await api.put(`/articles/${id}`, { data: { subtitle: 'Revised' } }, writer.jwt);
    expect(await likedBy(id, 'en')).toEqual([reader.profile.documentId]);

    const bookmarks = await api.get('/articles/bookmarked?locale=hi-IN', reader.jwt);
    expect(bookmarks.body.data.map((a: { documentId: string }) => a.documentId)).toEqual([id]);

    await api.put(
      `/profiles/${reader.profile.documentId}`,
      { data: { liked_articles: { disconnect: [id] } } },
      reader.jwt,
    );
    expect(await likedBy(id, 'en')).toEqual([]);
    expect(await likedBy(id, 'hi-IN')).toEqual([]);
  });

  it('reach a translation created after the like', async () => {
    const { body } = await createArticle(writer);
    const id = body.data.documentId as string;
    await like(other, id);
    await api.put(
      `/articles/${id}?locale=kn-IN`,
      { data: { title: 'ಮಳೆಯ ಸಂಜೆ', body: ENGLISH_BODY } },
      writer.jwt,
    );
    expect(await likedBy(id, 'kn-IN', other)).toEqual([other.profile.documentId]);
    expect(await likedBy(id, 'kn-IN', reader)).toEqual([]);
  });

  it("cannot be set on someone else's profile", async () => {
    const id = await translatedArticle();
    const reply = await api.put(
      `/profiles/${reader.profile.documentId}`,
      { data: { liked_articles: { connect: [id] } } },
      other.jwt,
    );
    expect(reply.status).toBe(403);
    expect(await likedBy(id, 'en')).toEqual([]);
  });

  it('are counted on the article in every answer, without saying who', async () => {
    const id = await translatedArticle();
    const slug = (await api.get(`/articles/${id}?locale=en`)).body.data.slug as string;
    /** The counts as anyone sees them: one article, a listing by slug and the hi-IN translation. */
    const counts = async () => {
      const one = (await api.get(`/articles/${id}?locale=en`)).body.data;
      const listed = (await api.get(`/articles?locale=en&filters[slug][$eq]=${encodeURIComponent(slug)}`))
        .body.data[0];
      const hindi = (await api.get(`/articles/${id}?locale=hi-IN`, other.jwt)).body.data;
      for (const answer of [one, listed, hindi]) {
        expect(answer.liked_by).toBeUndefined();
        expect(answer.bookmarked_by).toBeUndefined();
        expect(JSON.stringify(answer)).not.toContain(reader.profile.documentId);
        expect(JSON.stringify(answer)).not.toContain(other.profile.documentId);
      }
      expect(listed.likes).toBe(one.likes);
      expect(hindi.likes).toBe(one.likes);
      expect(hindi.bookmarks).toBe(one.bookmarks);
      return { likes: one.likes, bookmarks: one.bookmarks };
    };
    expect(await counts()).toEqual({ likes: 0, bookmarks: 0 });

    const put = (user: TestUser, data: Record<string, unknown>) =>
      api.put(`/profiles/${user.profile.documentId}`, { data }, user.jwt);
    expect((await put(reader, { liked_articles: { connect: [id] } })).status).toBe(200);
    expect(
      (await put(other, { liked_articles: { connect: [id] }, bookmarked_articles: { connect: [id] } }))
        .status,
    ).toBe(200);
    expect(await counts()).toEqual({ likes: 2, bookmarks: 1 });

    // The caller's own populated likes still say only "I liked it".
    const mine = (
      await api.get(`/articles/${id}?locale=en&populate[liked_by][fields][0]=username`, reader.jwt)
    ).body.data;
    expect(mine.likes).toBe(2);
    expect(mine.liked_by.map((p: { documentId: string }) => p.documentId)).toEqual([
      reader.profile.documentId,
    ]);

    expect((await put(reader, { liked_articles: { disconnect: [id] } })).status).toBe(200);
    expect(await counts()).toEqual({ likes: 1, bookmarks: 1 });
    expect((await put(other, { bookmarked_articles: { disconnect: [id] } })).status).toBe(200);
    expect(await counts()).toEqual({ likes: 1, bookmarks: 0 });
  });

  it('answers 400 for an unknown article', async () => {
    const reply = await api.put(
      `/profiles/${reader.profile.documentId}`,
      { data: { liked_articles: { connect: ['nosucharticle000000000000'] } } },
      reader.jwt,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toMatch(/not found/);
  });
});

describe('comments', () => {
  const path = (id: string) => `/comments/api::article.article:${id}`;

  it('posts, replies, lists newest first without emails, and edits only own comments', async () => {
    const { body } = await createArticle(writer);
    const id = body.data.documentId as string;
    const first = await api.post(path(id), { content: 'Beautiful <b>story</b>' }, reader.jwt);
    expect(first.status).toBe(200);
    expect(first.body.content).toBe('Beautiful story');
    const reply = await api.post(path(id), { content: 'Thank you!', threadOf: first.body.id }, writer.jwt);
    expect(reply.status).toBe(200);

    const list = await api.get(`${path(id)}?sort=createdAt:desc`);
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].children[0].content).toBe('Thank you!');
    expect(JSON.stringify(list.body)).not.toMatch(/@example\.test/);

    const edit = await api.put(
      `${path(id)}/comment/${first.body.id}`,
      { content: 'Beautiful story, edited' },
      reader.jwt,
    );
    expect(edit.status).toBe(200);
    const foreign = await api.put(
      `${path(id)}/comment/${first.body.id}`,
      { content: 'Vandalised' },
      other.jwt,
    );
    expect(foreign.status).toBeGreaterThanOrEqual(400);
    // The plugin's `/flat` route is not in the contract (404); the threads carry the edit.
    expect((await api.get(`${path(id)}/flat`)).status).toBe(404);
    const threads = await api.get(path(id));
    expect(threads.body.find((c: { id: number }) => c.id === first.body.id).content).toBe(
      'Beautiful story, edited',
    );
  });

  it('refuses anonymous, empty and over-long comments with clear errors', async () => {
    const { body } = await createArticle(writer);
    const id = body.data.documentId as string;
    expect((await api.post(path(id), { content: 'Hello' })).status).toBe(403);
    const empty = await api.post(path(id), { content: '   ' }, reader.jwt);
    expect(empty.status).toBe(400);
    const long = await api.post(path(id), { content: 'x'.repeat(2001) }, reader.jwt);
    expect(long.status).toBe(400);
    expect(long.body.error.message).toMatch(/2000/);
    const list = await api.get(path(id));
    expect(list.body).toHaveLength(0);
  });
});

/** As if `reader` had been reading the article for `seconds` since they opened it today. */
const openedAgo = async (articleId: string, reader: TestUser, seconds: number) =>
  backdateOpening(BASE, await adminToken(), {
    articleId,
    profileDocumentId: reader.profile.documentId,
    seconds,
  });

/** What a reader who read the whole text for long enough sends (@katha/rules reading.ts). */
const readFor = (readTime: number) => ({ seconds: Math.round(0.4 * readTime * 60), progress: 0.95 });

const insightOf = async (articleId: string, writer: TestUser) => {
  const insights = await api.get(
    `/insights?filters[article][documentId][$eq]=${articleId}&populate[article][fields][0]=title`,
    writer.jwt,
  );
  expect(insights.status).toBe(200);
  return insights.body.data[0];
};

describe('read events', () => {
  it('count a view on opening, a read only with the rule met, and give a signed-in reader points for reads only', async () => {
    const { body } = await createArticle(writer, { body: ENGLISH_BODY.repeat(3) });
    const id = body.data.documentId as string;
    expect(body.data.read_time).toBe(3);

    // Opening: a view, no read and no points.
    const anonymousView = await api.post(`/articles/${id}/view`, {});
    expect(anonymousView.status).toBe(200);
    expect(anonymousView.body.data).toEqual({ documentId: id, locale: 'en' });
    expect((await api.post(`/articles/${id}/view`, {}, reader.jwt)).status).toBe(200);
    let me = await api.get('/users/me?populate[profile][populate]=user_stat', reader.jwt);
    const before = me.body.profile.user_stat?.reading_points ?? 0;
    expect(await insightOf(id, writer)).toMatchObject({ views: 2, reads: 0 });

    // Too little time on the text (72 s of 3 minutes), or not near its end: not a read (400).
    for (const evidence of [
      { seconds: 71, progress: 1 },
      { seconds: 600, progress: 0.79 },
    ]) {
      const early = await api.post(`/articles/${id}/read`, evidence, reader.jwt);
      expect(early.status).toBe(400);
      expect(early.body.error.details).toMatchObject({
        key: 'read.notYet',
        minSeconds: 72,
        minProgress: 0.8,
      });
    }
    for (const malformed of [
      {},
      { seconds: '100', progress: 1 },
      { seconds: 100, progress: 2 },
      { seconds: -1, progress: 1 },
    ])
      expect((await api.post(`/articles/${id}/read`, malformed, reader.jwt)).status).toBe(400);

    // The figures say "read", but the reader opened it a moment ago by the CMS's clock: not counted.
    const tooSoon = await api.post(`/articles/${id}/read`, readFor(3), reader.jwt);
    expect(tooSoon.status).toBe(200);
    expect(tooSoon.body.data.counted).toBe(false);

    // Opened long enough ago: a read, with points; once a day.
    await openedAgo(id, reader, 80);
    const first = await api.post(`/articles/${id}/read`, readFor(3), reader.jwt);
    expect(first.body.data.counted).toBe(true);
    const again = await api.post(`/articles/${id}/read`, readFor(3), reader.jwt);
    expect(again.body.data.counted).toBe(false);
    const anonymous = await api.post(`/articles/${id}/read`, readFor(3));
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data.counted).toBe(true);

    me = await api.get('/users/me?populate[profile][populate]=user_stat', reader.jwt);
    expect(me.body.profile.user_stat.reading_points).toBe(before + 3);

    // A reader who never opened the article has no read either.
    const stranger = await register();
    const unopened = await api.post(`/articles/${id}/read`, readFor(3), stranger.jwt);
    expect(unopened.body.data.counted).toBe(false);

    const insight = await insightOf(id, writer);
    expect(insight).toMatchObject({ views: 2, reads: 2, article: { title: body.data.title } });

    // Readers are refused statistics altogether; another writer sees none of these.
    const refused = await api.get(`/insights?filters[article][documentId][$eq]=${id}`, reader.jwt);
    expect(refused.status).toBe(403);
    // No such route in the contract (deny by default).
    expect((await api.get(`/insights/${insight.documentId}`, reader.jwt)).status).toBe(404);
    const rival = await registerEditor('rival');
    const notTheirs = await api.get(`/insights?filters[article][documentId][$eq]=${id}`, rival.jwt);
    expect(notTheirs.status).toBe(200);
    expect(notTheirs.body.data).toHaveLength(0);
    expect((await api.get(`/insights/${insight.documentId}`, rival.jwt)).status).toBe(404);
    expect((await api.get('/insights')).status).toBe(403);
  });

  it('raise the reading level and bonus as points add up', async () => {
    const fan = await register();
    const { body } = await createArticle(writer, { body: ENGLISH_BODY.repeat(52) });
    expect(body.data.read_time).toBe(51);
    await api.post(`/articles/${body.data.documentId}/view`, {}, fan.jwt);
    await openedAgo(body.data.documentId, fan, 51 * 60);
    const read = await api.post(`/articles/${body.data.documentId}/read`, readFor(51), fan.jwt);
    expect(read.body.data.counted).toBe(true);
    const me = await api.get('/users/me?populate[profile][populate]=user_stat', fan.jwt);
    expect(me.body.profile.user_stat).toMatchObject({
      reading_points: 51,
      reading_level: 2,
      reading_bonus: 5,
    });
  });

  it('find the published locale when none is given', async () => {
    const { body } = await createArticle(writer, {}, '?locale=kn-IN');
    const reply = await api.post(`/articles/${body.data.documentId}/view`, {});
    expect(reply.status).toBe(200);
    expect(reply.body.data.locale).toBe('kn-IN');
    const read = await api.post(`/articles/${body.data.documentId}/read`, readFor(body.data.read_time));
    expect(read.body.data).toMatchObject({ locale: 'kn-IN', counted: true });
  });

  it('answer 404 for drafts and unknown articles', async () => {
    const draft = await createArticle(writer, {}, '?status=draft');
    for (const event of ['view', 'read']) {
      expect((await api.post(`/articles/${draft.body.data.documentId}/${event}`, readFor(1))).status).toBe(
        404,
      );
      expect((await api.post(`/articles/doesnotexist/${event}`, readFor(1))).status).toBe(404);
    }
  });

  it('likes and comments count on today’s insight too', async () => {
    const { body } = await createArticle(writer);
    const id = body.data.documentId as string;
    await like(other, id);
    await api.post(`/comments/api::article.article:${id}`, { content: 'Lovely' }, other.jwt);
    const insights = await api.get(`/insights?filters[article][documentId][$eq]=${id}`, writer.jwt);
    expect(insights.body.data[0]).toMatchObject({ likes: 1, comments: 1 });
  });
});

describe('trending and surprise-me', () => {
  it('ranks by recent engagement with the listing rule and archive filter applied', async () => {
    const author = await registerEditor();
    const quiet = await createArticle(author);
    const popular = await createArticle(author);
    const short = await createArticle(author, { body: '<p>Too short to list.</p>' });
    const poem = await createArticle(author, { type: 'poem' });
    const archived = await createArticle(author, { isArchive: true });
    for (const article of [popular, short, poem, archived]) {
      await api.post(`/articles/${article.body.data.documentId}/view`, {});
    }
    await api.post(`/articles/${popular.body.data.documentId}/view`, {});
    const reply = await api.get(
      `/articles/trending?locale=en&filters[author][documentId][$eq]=${author.profile.documentId}&filters[isArchive][$eq]=false&fields[0]=title&populate[author][populate][0]=profile_image&pagination[pageSize]=10`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.data.map((a: { documentId: string }) => a.documentId)).toEqual([
      popular.body.data.documentId,
      quiet.body.data.documentId,
    ]);
    expect(reply.body.data[0].author.documentId).toBe(author.profile.documentId);
    expect(reply.body.meta.pagination).toMatchObject({ page: 1, pageSize: 10, total: 2 });

    const second = await api.get(
      `/articles/trending?filters[author][documentId][$eq]=${author.profile.documentId}&pagination[page]=2&pagination[pageSize]=1`,
    );
    expect(second.body.data.map((a: { documentId: string }) => a.documentId)).toEqual([
      quiet.body.data.documentId,
    ]);
  });

  it('surprise-me returns one published article of the locale that passes the listing rule', async () => {
    const author = await registerEditor();
    const listed = await createArticle(author, {}, '?locale=kn-IN');
    await createArticle(author, { body: '<p>ಚಿಕ್ಕದು</p>' }, '?locale=kn-IN');
    await createArticle(author, {}, '?locale=kn-IN&status=draft');
    for (let i = 0; i < 5; i++) {
      const reply = await api.get(
        `/articles/surprise-me?locale=kn-IN&filters[author][documentId][$eq]=${author.profile.documentId}`,
      );
      expect(reply.status).toBe(200);
      expect(reply.body.data.documentId).toBe(listed.body.data.documentId);
      expect(reply.body.data.locale).toBe('kn-IN');
    }
    const any = await api.get('/articles/surprise-me?locale=en');
    expect(any.status).toBe(200);
    expect(any.body.data.word_count).toBeGreaterThanOrEqual(150);
  });
});

describe('admin-panel moderation', () => {
  it('lets staff find comments through the content manager', async () => {
    const reply = await admin('GET', '/collection-types/plugin::comments.comment?page=1&pageSize=1');
    expect(reply.status).toBe(200);
  });
});
