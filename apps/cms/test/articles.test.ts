import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  BASE,
  createArticle,
  ENGLISH_BODY,
  like,
  register,
  registerEditor,
  type TestUser,
  unique,
} from './api.ts';

const HINDI_BODY = `<p>${'बरसात की पहली बूंद ने आँगन की मिट्टी को महका दिया और दादी मुस्कुराईं। '.repeat(12)}</p>`;
const KANNADA_BODY = `<p>${'ಮಳೆಗಾಲದ ಮೊದಲ ಹನಿ ಅಂಗಳದ ಮಣ್ಣನ್ನು ಪರಿಮಳಗೊಳಿಸಿತು ಮತ್ತು ಅಜ್ಜಿ ನಕ್ಕರು. '.repeat(12)}</p>`;

let writer: TestUser;
let otherWriter: TestUser;
let reader: TestUser;

beforeAll(async () => {
  [writer, otherWriter, reader] = await Promise.all([registerEditor(), registerEditor(), register()]);
});

describe('creating articles', () => {
  it('is for editors: the author is the caller, the body is sanitized and counted, the slug generated', async () => {
    const reply = await createArticle(writer, {
      title: 'The River Remembers',
      body: `${ENGLISH_BODY}<script>alert(1)</script><p onclick="steal()">Last <strong>line</strong></p>`,
      author: otherWriter.profile.documentId,
      word_count: 1,
      tags: 'Monsoon, Childhood ,monsoon',
    });
    expect(reply.status).toBe(201);
    const article = reply.body.data;
    expect(article.slug).toMatch(/^the-river-remembers(-\d+)?$/);
    expect(article.body).not.toContain('<script');
    expect(article.body).not.toContain('onclick');
    expect(article.body).toContain('<strong>line</strong>');
    expect(article.word_count).toBe(14 * 14 + 2);
    expect(article.read_time).toBe(1);
    expect(article.tags).toBe('monsoon, childhood');
    expect(article.publishedAt).toBeTruthy();
    const withAuthor = await api.get(`/articles/${article.documentId}?populate=author`);
    expect(withAuthor.body.data.author.documentId).toBe(writer.profile.documentId);
  });

  it('counts Devanagari and Kannada words and keeps their titles readable in the slug', async () => {
    const hindi = await createArticle(
      writer,
      { title: 'पहली बारिश की खुशबू', body: HINDI_BODY },
      '?locale=hi-IN',
    );
    expect(hindi.status).toBe(201);
    expect(hindi.body.data.slug).toMatch(/^पहली-बारिश-की-खुशबू(-\d+)?$/);
    expect(hindi.body.data.word_count).toBe(14 * 12);
    const kannada = await createArticle(
      writer,
      { title: 'ಮೊದಲ ಮಳೆಯ ಪರಿಮಳ', body: KANNADA_BODY },
      '?locale=kn-IN',
    );
    expect(kannada.body.data.slug).toMatch(/^ಮೊದಲ-ಮಳೆಯ-ಪರಿಮಳ(-\d+)?$/);
    expect(kannada.body.data.word_count).toBe(9 * 12);
    expect(kannada.body.data.locale).toBe('kn-IN');
  });

  it('keeps slugs unique per locale', async () => {
    const title = unique('Same Title ');
    const first = await createArticle(writer, { title });
    const second = await createArticle(otherWriter, { title });
    const hindi = await createArticle(writer, { title }, '?locale=hi-IN');
    expect(second.body.data.slug).toBe(`${first.body.data.slug}-2`);
    expect(hindi.body.data.slug).toBe(first.body.data.slug);
  });

  it('takes a featured image uploaded by the writer (anonymous callers cannot upload)', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const upload = async (token?: string) => {
      const form = new FormData();
      form.append('files', new Blob([png], { type: 'image/png' }), 'cover.png');
      const response = await fetch(`${BASE}/api/upload`, {
        method: 'POST',
        body: form,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      return { status: response.status, body: await response.json() };
    };
    expect((await upload()).status).toBe(403);
    // Readers upload too: their profile picture.
    expect((await upload(reader.jwt)).status).toBe(201);
    const uploaded = await upload(writer.jwt);
    expect(uploaded.status).toBe(201);
    const article = await createArticle(writer, { featured_image: uploaded.body[0].id });
    expect(article.status).toBe(201);
    const read = await api.get(`/articles/${article.body.data.documentId}?populate=featured_image`);
    expect(read.body.data.featured_image.url).toMatch(/^\/uploads\/.+\.png$/);
  });

  it('is refused to readers and anonymous callers', async () => {
    expect((await createArticle(reader)).status).toBe(403);
    expect((await api.post('/articles', { data: { title: 'x', body: ENGLISH_BODY } })).status).toBe(403);
  });

  it('validates with a 400 and writes nothing', async () => {
    const before = await api.get('/articles?status=draft&pagination[pageSize]=1', writer.jwt);
    const noTitle = await api.post('/articles', { data: { body: ENGLISH_BODY } }, writer.jwt);
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.error.message).toMatch(/title/);
    const longTitle = await createArticle(writer, { title: 'x'.repeat(201) });
    expect(longTitle.status).toBe(400);
    const badType = await createArticle(writer, { type: 'novel' });
    expect(badType.status).toBe(400);
    const badLocale = await createArticle(writer, {}, '?locale=fr');
    expect(badLocale.status).toBe(400);
    expect(badLocale.body.error.message).toMatch(/locale/);
    const after = await api.get('/articles?status=draft&pagination[pageSize]=1', writer.jwt);
    expect(after.body.meta.pagination.total).toBe(before.body.meta.pagination.total);
  });
});

describe('updating articles', () => {
  it('lets only the author update; delete is an isArchive update', async () => {
    const { body } = await createArticle(writer);
    const id = body.data.documentId;
    const byOther = await api.put(`/articles/${id}`, { data: { title: 'Taken over' } }, otherWriter.jwt);
    expect(byOther.status).toBe(403);
    const byReader = await api.put(`/articles/${id}`, { data: { title: 'Taken over' } }, reader.jwt);
    expect(byReader.status).toBe(403);
    // Not in the contract: no such route (deny by default).
    expect((await api.delete(`/articles/${id}`, writer.jwt)).status).toBe(404);

    const archived = await api.put(`/articles/${id}`, { data: { isArchive: true } }, writer.jwt);
    expect(archived.status).toBe(200);
    const current = await api.get(`/articles/${id}`);
    expect(current.body.data).toMatchObject({ title: body.data.title, isArchive: true });
  });

  it('cannot move an article to another author', async () => {
    const { body } = await createArticle(writer);
    await api.put(
      `/articles/${body.data.documentId}`,
      { data: { author: otherWriter.profile.documentId } },
      writer.jwt,
    );
    const current = await api.get(`/articles/${body.data.documentId}?populate=author`);
    expect(current.body.data.author.documentId).toBe(writer.profile.documentId);
  });

  it('creates a translation with PUT ?locale= and links the localizations', async () => {
    const { body } = await createArticle(writer, { title: 'Grandmother’s Courtyard' });
    const id = body.data.documentId;
    const hindi = await api.put(
      `/articles/${id}?locale=hi-IN`,
      { data: { title: 'नानी का आँगन', body: HINDI_BODY } },
      writer.jwt,
    );
    expect(hindi.status).toBe(200);
    expect(hindi.body.data).toMatchObject({ documentId: id, locale: 'hi-IN', slug: 'नानी-का-आँगन' });
    const english = await api.get(`/articles/${id}?populate=localizations&locale=en`);
    expect(english.body.data.localizations.map((l: { locale: string }) => l.locale)).toContain('hi-IN');
    const hindiAuthor = await api.get(`/articles/${id}?locale=hi-IN&populate=author`);
    expect(hindiAuthor.body.data.author.documentId).toBe(writer.profile.documentId);
    const byOther = await api.put(
      `/articles/${id}?locale=kn-IN`,
      { data: { title: 'ಕದ್ದ ಅನುವಾದ' } },
      otherWriter.jwt,
    );
    expect(byOther.status).toBe(403);
  });

  it("keeps the featured image's alternative text per locale", async () => {
    const { body } = await createArticle(writer, { image_alt: 'Lamps on the river steps at dusk' });
    const id = body.data.documentId;
    const hindi = await api.put(
      `/articles/${id}?locale=hi-IN`,
      { data: { title: 'घाट पर दीये', body: HINDI_BODY, image_alt: 'शाम को घाट की सीढ़ियों पर दीये' } },
      writer.jwt,
    );
    expect(hindi.status).toBe(200);
    expect((await api.get(`/articles/${id}?locale=en`)).body.data.image_alt).toBe(
      'Lamps on the river steps at dusk',
    );
    expect((await api.get(`/articles/${id}?locale=hi-IN`)).body.data.image_alt).toBe(
      'शाम को घाट की सीढ़ियों पर दीये',
    );
    const tooLong = await api.put(`/articles/${id}`, { data: { image_alt: 'x'.repeat(301) } }, writer.jwt);
    expect(tooLong.status).toBe(400);
  });
});

describe('drafts', () => {
  it('are readable only by their author', async () => {
    const { body } = await createArticle(writer, { title: unique('Secret draft ') }, '?status=draft');
    const id = body.data.documentId;
    expect(body.data.publishedAt).toBeNull();
    expect((await api.get(`/articles/${id}`)).status).toBe(404);

    const own = await api.get(`/articles/${id}?status=draft`, writer.jwt);
    expect(own.status).toBe(200);
    expect(own.body.data.title).toBe(body.data.title);
    expect((await api.get(`/articles/${id}?status=draft`, otherWriter.jwt)).status).toBe(404);
    // `status` is for writers only (x-katha-roles in the contract).
    expect((await api.get(`/articles/${id}?status=draft`)).status).toBe(400);

    const othersList = await api.get(
      `/articles?status=draft&filters[documentId][$eq]=${id}`,
      otherWriter.jwt,
    );
    expect(othersList.body.data).toHaveLength(0);
    const ownList = await api.get(`/articles?status=draft&filters[documentId][$eq]=${id}`, writer.jwt);
    expect(ownList.body.data).toHaveLength(1);
    expect((await api.get('/articles?status=draft')).status).toBe(400); // writers only
  });
});

describe('listing and search', () => {
  it('serves the home listing query of spec §7 without emails', async () => {
    const tag = unique('tag');
    const { body } = await createArticle(writer, { tags: tag });
    await like(reader, body.data.documentId);
    const query = [
      'locale=en',
      'populate[author][populate][0]=profile_image',
      'populate[localizations]=true',
      'populate[featured_image]=true',
      'populate[topic]=true',
      'populate[publisher]=true',
      'populate[blog_topic]=true',
      `populate[liked_by][filters][documentId][$eq]=${reader.profile.documentId}`,
      `populate[bookmarked_by][filters][documentId][$eq]=${reader.profile.documentId}`,
      'pagination[page]=1',
      'pagination[pageSize]=10',
      'sort=createdAt:desc',
      `filters[tags][$containsi]=${tag}`,
    ].join('&');
    const reply = await api.get(`/articles?${query}`, reader.jwt);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toHaveLength(1);
    expect(reply.body.data[0].liked_by.map((p: { documentId: string }) => p.documentId)).toEqual([
      reader.profile.documentId,
    ]);
    expect(reply.body.data[0].author.username).toBe(writer.profile.username);
    expect(JSON.stringify(reply.body)).not.toMatch(/@example\.test/);
  });

  it('searches title, body, author name and tags with filters[$or]', async () => {
    const word = unique('zebra');
    const titled = await createArticle(writer, { title: `A ${word} at dusk` });
    const bodied = await createArticle(writer, { body: `${ENGLISH_BODY}<p>${word}</p>` });
    const tagged = await createArticle(writer, { tags: `${word}, dusk` });
    const authorName = unique('Kaveri');
    const author = await registerEditor();
    await api.put(`/profiles/${author.profile.documentId}`, { data: { name: authorName } }, author.jwt);
    const byAuthor = await createArticle(author);

    const search = (text: string) =>
      api.get(
        `/articles?filters[$or][0][title][$containsi]=${text}&filters[$or][1][body][$containsi]=${text}` +
          `&filters[$or][2][author][name][$containsi]=${text}&filters[$or][3][tags][$containsi]=${text}`,
      );
    const ids = (await search(word)).body.data.map((a: { documentId: string }) => a.documentId).sort();
    expect(ids).toEqual([titled, bodied, tagged].map((r) => r.body.data.documentId).sort());
    const byName = await search(authorName.toUpperCase());
    expect(byName.body.data.map((a: { documentId: string }) => a.documentId)).toEqual([
      byAuthor.body.data.documentId,
    ]);
  });

  it('sorts by read time and filters by author excluding ids', async () => {
    const author = await registerEditor();
    const short = await createArticle(author);
    const long = await createArticle(author, { body: ENGLISH_BODY.repeat(4) });
    const byTime = await api.get(
      `/articles?filters[author][documentId][$eq]=${author.profile.documentId}&sort=read_time:desc`,
    );
    expect(byTime.body.data.map((a: { documentId: string }) => a.documentId)).toEqual([
      long.body.data.documentId,
      short.body.data.documentId,
    ]);
    const excluding = await api.get(
      `/articles?filters[author][documentId][$eq]=${author.profile.documentId}&filters[documentId][$notIn][0]=${long.body.data.documentId}&pagination[pageSize]=4`,
    );
    expect(excluding.body.data.map((a: { documentId: string }) => a.documentId)).toEqual([
      short.body.data.documentId,
    ]);
  });

  it('never exposes users or emails through article reads', async () => {
    const { body } = await createArticle(writer);
    const id = body.data.documentId;
    expect((await api.get(`/articles/${id}?populate[author][populate][user]=true`)).status).toBe(400);
    expect((await api.get(`/articles?filters[author][user][email][$eq]=${writer.email}`)).status).toBe(400);
    expect((await api.get(`/articles/${id}?populate=*`)).status).toBe(400);
    const everything = await api.get(
      `/articles/${id}?populate[author][populate][profile_image]=true&populate[localizations]=true&populate[liked_by]=true`,
    );
    expect(everything.status).toBe(200);
    expect(JSON.stringify(everything.body)).not.toMatch(/@example\.test|"user"/);
  });

  it('finds Hindi and Kannada text with $containsi', async () => {
    const hindi = await createArticle(writer, { title: 'दादी की रसोई', body: HINDI_BODY }, '?locale=hi-IN');
    const found = await api.get(
      `/articles?locale=hi-IN&filters[$or][0][title][$containsi]=${encodeURIComponent('रसोई')}`,
    );
    expect(found.body.data.map((a: { documentId: string }) => a.documentId)).toContain(
      hindi.body.data.documentId,
    );
    const kannada = await api.get(
      `/articles?locale=kn-IN&filters[body][$containsi]=${encodeURIComponent('ಅಜ್ಜಿ')}`,
    );
    expect(kannada.body.data.length).toBeGreaterThan(0);
  });

  it('answers 400 to an unknown locale instead of falling back', async () => {
    const reply = await api.get('/articles?locale=xx-YY');
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toMatch(/Unknown locale/);
  });
});
