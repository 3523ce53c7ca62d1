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

let writer: TestUser;
let reader: TestUser;

beforeAll(async () => {
  [writer, reader] = await Promise.all([registerEditor(), register()]);
});

/** A GET with the answer's cache header. */
const get = async (path: string, token?: string) => {
  const response = await fetch(`${BASE}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    cache: response.headers.get('x-katha-cache'),
    cacheControl: response.headers.get('cache-control'),
    body: await response.json(),
  };
};

const titles = (body: { data: { title: string }[] }) => body.data.map((article) => article.title).sort();
const ids = (body: { data: { documentId: string }[] }) => body.data.map((article) => article.documentId);

/** The site's search (@katha/sdk buildArticleSearchQuery's filters). */
const search = (text: string, locale = 'en') => {
  const t = encodeURIComponent(text);
  return get(
    `/articles?locale=${locale}&pagination[pageSize]=100&fields[0]=title&filters[$and][0][$or][0][title][$containsi]=${t}` +
      `&filters[$and][0][$or][1][body][$containsi]=${t}&filters[$and][0][$or][2][author][name][$containsi]=${t}` +
      `&filters[$and][0][$or][3][tags][$containsi]=${t}`,
  );
};

describe('the response cache of anonymous reads', () => {
  it('serves a repeated anonymous listing from memory, and a published change at once', async () => {
    const tag = unique('cachetag');
    const first = await createArticle(writer, { title: unique('Before '), tags: tag });
    const listing = `/articles?filters[tags][$containsi]=${tag}&sort=createdAt:desc&populate[author]=true`;

    const miss = await get(listing);
    expect(miss.cache).toBe('MISS');
    expect(miss.cacheControl).toBe('public, no-cache');
    const hit = await get(listing);
    expect(hit.cache).toBe('HIT');
    expect(hit.body).toEqual(miss.body);

    // An update (title) is visible on the very next anonymous listing.
    const renamed = unique('After ');
    const update = await api.put(
      `/articles/${first.body.data.documentId}`,
      { data: { title: renamed } },
      writer.jwt,
    );
    expect(update.status).toBe(200);
    const afterUpdate = await get(listing);
    expect(afterUpdate.cache).toBe('MISS');
    expect(titles(afterUpdate.body)).toEqual([renamed]);

    // So is a newly published article.
    const second = await createArticle(writer, { title: unique('Second '), tags: tag });
    const afterCreate = await get(listing);
    expect(ids(afterCreate.body)).toEqual([second.body.data.documentId, first.body.data.documentId]);

    // And an archived ("deleted") one leaves the site's listing at once.
    const siteListing = `${listing}&filters[isArchive][$eq]=false`;
    expect(ids((await get(siteListing)).body)).toHaveLength(2);
    await api.put(`/articles/${second.body.data.documentId}`, { data: { isArchive: true } }, writer.jwt);
    expect(ids((await get(siteListing)).body)).toEqual([first.body.data.documentId]);
  });

  it('shows a new author name and a new like on the next anonymous read', async () => {
    const author = await registerEditor();
    const { body } = await createArticle(author);
    const id = body.data.documentId;
    const path = `/articles/${id}?populate[author]=true&populate[liked_by]=true`;
    expect((await get(path)).body.data.liked_by).toEqual([]);
    expect((await get(path)).cache).toBe('HIT');

    const name = unique('Renamed ');
    await api.put(`/profiles/${author.profile.documentId}`, { data: { name } }, author.jwt);
    expect((await get(path)).body.data.author.name).toBe(name);

    await like(reader, id);
    const liked = await get(path);
    expect(liked.cache).toBe('MISS');
    // Who liked it is nobody else's business: anonymous readers get no likers, the liker sees theirs.
    expect(liked.body.data.liked_by).toEqual([]);
    const own = await get(path, reader.jwt);
    expect(own.body.data.liked_by.map((p: { documentId: string }) => p.documentId)).toEqual([
      reader.profile.documentId,
    ]);
  });

  it('never answers a signed-in request from the cache, nor stores its answer', async () => {
    const { body } = await createArticle(writer);
    // Titles only: a page of whole articles past the answer bound is answered at the page size that
    // fits, which would make the two page sizes below one query.
    const path = `/articles?filters[documentId][$eq]=${body.data.documentId}&fields[0]=title&populate[author]=true`;

    // Cached for anonymous readers…
    await get(path);
    expect((await get(path)).cache).toBe('HIT');
    // …but a signed-in reader's request reaches the controllers and is not kept by anyone.
    const signedIn = await get(path, reader.jwt);
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBe('BYPASS');
    expect(signedIn.cacheControl).toBe('private, no-store');

    // A URL first asked by a signed-in reader is not in the cache for the next anonymous one.
    const fresh = `${path}&pagination[pageSize]=7`;
    expect((await get(fresh, reader.jwt)).cache).toBe('BYPASS');
    expect((await get(fresh)).cache).toBe('MISS');

    // The writer's own drafts are never cached (and never shown anonymously).
    const drafts = `/articles?status=draft&filters[documentId][$eq]=${body.data.documentId}`;
    expect((await get(drafts, writer.jwt)).body.data).toHaveLength(1);
    expect((await get(drafts)).status).toBe(400);
  });

  it('does not cache surprise-me or writes', async () => {
    const surprise = await get('/articles/surprise-me');
    expect(surprise.cache).toBeNull();
  });
});

describe('search through the text index', () => {
  it('finds Hindi and Kannada words and parts of words in titles and bodies', async () => {
    const hindiWord = `रसोईघर${unique('')}`;
    const hindi = await createArticle(
      writer,
      {
        title: 'दादी की रसोई',
        body: `<p>${'नानी ने आँगन में पतंग उड़ाई और बारिश आई। '.repeat(20)}${hindiWord}</p>`,
      },
      '?locale=hi-IN',
    );
    expect(hindi.status).toBe(201);
    const kannada = await createArticle(
      writer,
      { title: 'ಅಜ್ಜಿಯ ಅಡುಗೆಮನೆ', body: `<p>${'ಮಳೆಗಾಲದ ಮೊದಲ ಹನಿ ಅಂಗಳದ ಮಣ್ಣನ್ನು ಪರಿಮಳಗೊಳಿಸಿತು. '.repeat(20)}</p>` },
      '?locale=kn-IN',
    );
    expect(kannada.status).toBe(201);

    for (const text of ['रसोई', 'पतंग उड़ाई', 'आँगन', hindiWord]) {
      expect(ids((await search(text, 'hi-IN')).body), text).toContain(hindi.body.data.documentId);
    }
    expect(ids((await search(hindiWord, 'hi-IN')).body)).toEqual([hindi.body.data.documentId]);
    for (const text of ['ಅಜ್ಜಿ', 'ಅಡುಗೆಮನೆ', 'ಪರಿಮಳ', 'ಮೊದಲ ಹನಿ']) {
      expect(ids((await search(text, 'kn-IN')).body), text).toContain(kannada.body.data.documentId);
    }
    // Two characters: below the trigram index, the plain scan still finds them.
    expect(ids((await search('घर', 'hi-IN')).body)).toContain(hindi.body.data.documentId);
    // Locales stay apart.
    expect(ids((await search('रसोई', 'en')).body)).not.toContain(hindi.body.data.documentId);
  });

  it('matches case-insensitively, literally (% and _), and follows every edit', async () => {
    const word = unique('Quokka');
    const { body } = await createArticle(writer, {
      body: `${ENGLISH_BODY}<p>The ${word} smiled at 100% of us_all.</p>`,
    });
    const id = body.data.documentId;
    expect(ids((await search(word.toUpperCase())).body)).toEqual([id]);
    expect(ids((await search(word.toLowerCase().slice(2))).body)).toEqual([id]);
    expect(ids((await search(`${word} smiled`)).body)).toEqual([id]);
    expect(ids((await search(`${word}%smiled`)).body)).toEqual([]);
    expect(ids((await search(`${word.toLowerCase()} smiled at 100% of us_all`)).body)).toEqual([id]);
    expect(ids((await search(`${word}_`)).body)).toEqual([]);

    // The index follows an update of the body: the old word is gone, the new one found.
    const next = unique('Wombat');
    await api.put(`/articles/${id}`, { data: { body: `${ENGLISH_BODY}<p>A ${next}.</p>` } }, writer.jwt);
    expect(ids((await search(word)).body)).toEqual([]);
    expect(ids((await search(next)).body)).toEqual([id]);

    // Tags and the author's name are searched too.
    const tag = unique('numbat');
    await api.put(`/articles/${id}`, { data: { tags: tag } }, writer.jwt);
    expect(ids((await search(tag.slice(0, -1))).body)).toEqual([id]);
    const author = await registerEditor();
    const name = unique('Kaveri Bai ');
    await api.put(`/profiles/${author.profile.documentId}`, { data: { name } }, author.jwt);
    const byAuthor = await createArticle(author);
    expect(ids((await search(name.toLowerCase())).body)).toEqual([byAuthor.body.data.documentId]);
  });

  it('finds what readers can read: a saved draft only once it is published', async () => {
    const published = unique('Axolotl');
    const { body } = await createArticle(writer, { body: `${ENGLISH_BODY}<p>The ${published}.</p>` });
    const id = body.data.documentId;
    const drafted = unique('Capybara');
    const draft = await api.put(
      `/articles/${id}?status=draft`,
      { data: { body: `${ENGLISH_BODY}<p>The ${drafted}.</p>` } },
      writer.jwt,
    );
    expect(draft.status).toBe(200);
    expect(ids((await search(drafted)).body)).toEqual([]);
    expect(ids((await search(published)).body)).toEqual([id]);
    // The writer's own drafts are searched too (a query that may return drafts scans the rows).
    const own = await get(
      `/articles?status=draft&filters[body][$containsi]=${encodeURIComponent(drafted)}`,
      writer.jwt,
    );
    expect(ids(own.body)).toEqual([id]);

    await api.put(`/articles/${id}`, { data: { body: `${ENGLISH_BODY}<p>The ${drafted}.</p>` } }, writer.jwt);
    expect(ids((await search(drafted)).body)).toEqual([id]);
    expect(ids((await search(published)).body)).toEqual([]);
  });

  it('counts the matches in the pagination total', async () => {
    const word = unique('pangolin');
    const made = [];
    for (let i = 0; i < 3; i++)
      made.push((await createArticle(writer, { title: `${word} ${i}` })).body.data.documentId);
    const page = await get(
      `/articles?filters[title][$containsi]=${word}&pagination[pageSize]=2&sort=createdAt:asc`,
    );
    expect(page.body.meta.pagination.total).toBe(3);
    expect(ids(page.body)).toEqual(made.slice(0, 2));
  });
});

describe('every spelling of a read the router takes', () => {
  it('shares one cache entry, and the locale rule applies to each', async () => {
    const query = `?locale=en&pagination[pageSize]=3&filters[title][$containsi]=${unique('spelling')}`;
    expect((await get(`/articles${query}`)).cache).toBe('MISS');
    // Other case and a trailing slash run the same route: the answer stored above, not a new one.
    const spelled = await fetch(`${BASE}/API/Articles/${query}`);
    expect(spelled.status).toBe(200);
    expect(spelled.headers.get('x-katha-cache')).toBe('HIT');
    const unknownLocale = await fetch(`${BASE}/API/articles/?locale=xx`);
    expect(unknownLocale.status).toBe(400);
    expect(((await unknownLocale.json()) as { error: { message: string } }).error.message).toMatch(
      /Unknown locale/,
    );
  });
});
