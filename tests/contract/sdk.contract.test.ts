/**
 * Contract tests: every call of @katha/sdk against a real, seeded Katha CMS. Every answer is validated
 * against openapi/cms.yaml on its way to the SDK (zero mismatches allowed) and the suite prints which
 * operations of the spec it called: all of them must be.
 */
import {
  buildArticleListQuery,
  buildArticleSearchQuery,
  buildTrendingQuery,
  createKathaClient,
  createMemoryTokenStore,
  dataOf,
  fetchBookmarkedArticles,
  fetchNotifications,
  fetchRevenueTotal,
  fetchUnreadNotificationCount,
  includesProfile,
  isUsernameAvailable,
  joinTags,
  KathaApiError,
  type KathaClient,
  loadAuthorArticles,
  MIN_WORD_COUNT,
  markAllNotificationsRead,
  markNotificationRead,
  mergePages,
  passesListingRule,
  READ_MIN_PROGRESS,
  readMinSeconds,
  splitTags,
  type TokenStore,
  toggleBookmark,
  toggleFollow,
  toggleLike,
} from '@katha/sdk';
import { confirmationCode, registerConfirmed } from '@katha/tools/accounts';
import { SEED_PASSWORD as PASSWORD } from '@katha/tools/cms';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type ContractCms, contractCms } from './cms.js';
import { contractFetch, coverageReport, mismatches } from './contract.js';

const READER = 'reader@katha.dev';
const EDITOR = 'asha.rao@katha.dev';
const REFERRAL_CODE = 'KATHA2026';
/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const unique = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let cms: ContractCms;
let anonymous: KathaClient;

interface Session {
  client: KathaClient;
  userId: number;
  username: string;
  profileId: string;
}

function client(tokenStore?: TokenStore, onUnauthorized?: (error: KathaApiError) => void): KathaClient {
  return createKathaClient({
    baseUrl: cms.apiUrl,
    fetch: contractFetch(new URL(cms.apiUrl).pathname),
    ...(tokenStore ? { tokenStore } : {}),
    ...(onUnauthorized ? { onUnauthorized } : {}),
  });
}

async function signIn(identifier: string): Promise<Session> {
  const store = createMemoryTokenStore();
  const katha = client(store);
  const { data } = await katha.POST('/auth/local', { body: { identifier, password: PASSWORD } });
  store.set('jwt', data!.jwt);
  const me = dataOf(
    await katha.GET('/users/me', { params: { query: { populate: { role: true, profile: true } } } }),
  );
  return { client: katha, userId: me.id, username: me.username, profileId: me.profile!.documentId };
}

/** A new reader account, its address confirmed (registration creates its profile). */
async function register(prefix: string): Promise<Session> {
  const username = `${prefix}_${unique}`.slice(0, 30);
  const store = createMemoryTokenStore();
  const katha = client(store);
  const { jwt } = await registerConfirmed(cms.apiUrl, {
    username,
    email: `${username}@example.org`,
    password: 'secret-123',
  });
  store.set('jwt', jwt);
  const me = dataOf(await katha.GET('/users/me', { params: { query: { populate: { profile: true } } } }));
  return { client: katha, userId: me.id, username, profileId: me.profile!.documentId };
}

async function failure(call: Promise<unknown>): Promise<KathaApiError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(KathaApiError);
  return error as KathaApiError;
}

let reader: Session;
let editor: Session;

beforeAll(async () => {
  cms = await contractCms();
  anonymous = client();
  [reader, editor] = await Promise.all([signIn(READER), signIn(EDITOR)]);
});

afterEach(() => {
  // every answer of the test just run matched the spec
  expect(mismatches.splice(0)).toEqual([]);
});

afterAll(async () => {
  await cms?.stop();
  const { lines, missing } = coverageReport();
  console.log(lines.join('\n'));
  expect(missing, 'operations of the spec no contract test called').toEqual([]);
}, 60_000);

describe('article listings', () => {
  it('lists page 1 of 10 latest English articles that pass the listing rule, with what a card needs', async () => {
    const { data } = await anonymous.GET('/articles', {
      params: { query: buildArticleListQuery({ locale: 'en' }) },
    });
    const articles = data!.data;
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.length).toBeLessThanOrEqual(10);
    expect(data!.meta.pagination).toMatchObject({ page: 1, pageSize: 10 });
    for (const article of articles) {
      expect(article.locale).toBe('en');
      expect(passesListingRule(article)).toBe(true);
      expect(article.isArchive).not.toBe(true);
      expect(article.author?.username).toBeTruthy();
    }
    const created = articles.map((a) => a.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('sorts by reading time both ways', async () => {
    const times = async (sort: 'duration_high' | 'duration_low') =>
      dataOf(
        await anonymous.GET('/articles', {
          params: { query: buildArticleListQuery({ locale: 'en', sort }) },
        }),
      ).data.map((a) => a.read_time ?? 0);
    const high = await times('duration_high');
    const low = await times('duration_low');
    expect(high).toEqual([...high].sort((a, b) => b - a));
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const oldest = dataOf(
      await anonymous.GET('/articles', {
        params: { query: buildArticleListQuery({ locale: 'en', sort: 'oldest' }) },
      }),
    ).data;
    expect(oldest.map((a) => a.createdAt)).toEqual(oldest.map((a) => a.createdAt).sort());
  });

  it('pages merge without duplicates', async () => {
    const page = async (n: number) =>
      dataOf(
        await anonymous.GET('/articles', {
          params: { query: buildArticleListQuery({ locale: 'en', page: n, pageSize: 3 }) },
        }),
      );
    const first = await page(1);
    const second = await page(2);
    const merged = mergePages(mergePages([], first.data, 1), second.data, 2);
    const ids = merged.map((a) => a.documentId);
    expect(ids.length).toBe(new Set(ids).size);
    expect(ids).toEqual(expect.arrayContaining([...first.data, ...second.data].map((a) => a.documentId)));
    expect(first.data.length).toBe(3);
    expect(mergePages(merged, first.data, 2)).toEqual(merged);
    expect(mergePages(merged, second.data, 1)).toEqual(second.data);
  });

  it('filters by slug (article page), by topic, and finds translations', async () => {
    const [any] = dataOf(
      await anonymous.GET('/articles', { params: { query: buildArticleListQuery({ locale: 'en' }) } }),
    ).data;
    const bySlug = dataOf(
      await anonymous.GET('/articles', {
        params: { query: buildArticleListQuery({ locale: 'en', slug: any!.slug, listingRule: false }) },
      }),
    ).data;
    expect(bySlug.map((a) => a.documentId)).toEqual([any!.documentId]);

    const topicId = any!.topic!.documentId;
    const byTopic = dataOf(
      await anonymous.GET('/articles', {
        params: { query: buildArticleListQuery({ locale: 'en', topicIds: [topicId] }) },
      }),
    ).data;
    expect(byTopic.length).toBeGreaterThan(0);
    expect(byTopic.every((a) => a.topic?.documentId === topicId)).toBe(true);

    const hindi = dataOf(
      await anonymous.GET('/articles', { params: { query: buildArticleListQuery({ locale: 'hi-IN' }) } }),
    ).data;
    expect(hindi.length).toBeGreaterThan(0);
    expect(hindi.every((a) => a.locale === 'hi-IN')).toBe(true);
  });

  it('searches title, body, author name and tags', async () => {
    const [sample] = dataOf(
      await anonymous.GET('/articles', { params: { query: buildArticleListQuery({ locale: 'en' }) } }),
    ).data;
    const found = async (text: string) => {
      const query = buildArticleSearchQuery(text, { locale: 'en', pageSize: 50 });
      return dataOf(await anonymous.GET('/articles', { params: { query: query! } })).data.map(
        (a) => a.documentId,
      );
    };
    const tag = splitTags(sample!.tags)[0]!;
    expect(await found(sample!.title!.split(' ').slice(0, 2).join(' ').toUpperCase())).toContain(
      sample!.documentId,
    );
    expect(await found(tag)).toContain(sample!.documentId);
    expect(await found(sample!.author!.name!)).toContain(sample!.documentId);
    expect(await found('zzqq-nothing-matches-this')).toEqual([]);
    expect(buildArticleSearchQuery('   ')).toBeNull();
  });

  it('answers a query the contract does not allow with a 400 the client reports', async () => {
    const error = await failure(
      anonymous.GET('/articles', {
        // a wrong filter key: the types refuse it, so force it through as a JavaScript caller could
        params: { query: { filters: { no_such_field: { $eq: 'x' } } as never } },
      }),
    );
    expect(error.status).toBe(400);
    expect(error.strapiError?.name).toBe('ValidationError');
  });

  it('ranks trending articles and suggests a surprise', async () => {
    const trending = dataOf(
      await anonymous.GET('/articles/trending', {
        params: { query: buildTrendingQuery({ locale: 'en', pageSize: 5 }) },
      }),
    );
    expect(trending.data.length).toBeGreaterThan(0);
    expect(trending.data.every(passesListingRule)).toBe(true);
    const surprise = dataOf(
      await anonymous.GET('/articles/surprise-me', { params: { query: { locale: 'kn-IN' } } }),
    ).data;
    expect(surprise.locale).toBe('kn-IN');
    expect(surprise.word_count == null || surprise.word_count >= MIN_WORD_COUNT).toBe(true);
  });

  it('reads one article with its author and translations', async () => {
    const [any] = dataOf(
      await anonymous.GET('/articles', { params: { query: buildArticleListQuery({ locale: 'en' }) } }),
    ).data;
    const one = dataOf(
      await anonymous.GET('/articles/{documentId}', {
        params: {
          path: { documentId: any!.documentId },
          query: {
            locale: 'en',
            populate: { author: { populate: { profile_image: true } }, localizations: true },
          },
        },
      }),
    ).data;
    expect(one.documentId).toBe(any!.documentId);
    expect(one.body).toBeTruthy();
    const missing = await failure(
      anonymous.GET('/articles/{documentId}', { params: { path: { documentId: 'no-such-document' } } }),
    );
    expect(missing.status).toBe(404);
  });

  it("falls back from the author's articles to the topic's, then to trending", async () => {
    const all = dataOf(
      await anonymous.GET('/articles', {
        params: { query: buildArticleListQuery({ locale: 'en', pageSize: 50 }) },
      }),
    ).data;
    // an article whose author wrote others
    const any = all.find((a) =>
      all.some((b) => b.author?.documentId === a.author?.documentId && b.documentId !== a.documentId),
    );
    const own = await loadAuthorArticles(anonymous, {
      authorId: any!.author!.documentId,
      topicId: any!.topic?.documentId,
      excludeIds: [any!.documentId],
      locale: 'en',
    });
    expect(own.source).toBe('author');
    expect(own.articles.length).toBeLessThanOrEqual(4);
    expect(
      own.articles.every(
        (a) => a.author?.documentId === any!.author!.documentId && a.documentId !== any!.documentId,
      ),
    ).toBe(true);

    // the reader has written nothing
    const topic = await loadAuthorArticles(anonymous, {
      authorId: reader.profileId,
      topicId: any!.topic!.documentId,
      locale: 'en',
    });
    expect(topic.source).toBe('topic');
    expect(topic.articles.every((a) => a.topic?.documentId === any!.topic!.documentId)).toBe(true);

    const trending = await loadAuthorArticles(anonymous, {
      authorId: reader.profileId,
      topicId: null,
      locale: 'en',
    });
    expect(trending.source).toBe('trending');
    expect(trending.articles.length).toBeGreaterThan(0);
  });
});

describe('taxonomy, authors and plans', () => {
  it('lists topics and blog topics per locale', async () => {
    const topics = dataOf(
      await anonymous.GET('/topics', {
        params: { query: { locale: 'kn-IN', pagination: { pageSize: 100 } } },
      }),
    );
    expect(topics.data.length).toBeGreaterThan(0);
    expect(topics.data.every((t) => t.locale === 'kn-IN')).toBe(true);
    const blogTopics = dataOf(
      await anonymous.GET('/blog-topics', {
        params: { query: { locale: 'en', pagination: { pageSize: 100 } } },
      }),
    );
    expect(blogTopics.data.length).toBeGreaterThan(0);
  });

  it('only lists topics with articles in a locale when asked', async () => {
    const withArticles = dataOf(
      await anonymous.GET('/topics', {
        params: {
          query: {
            locale: 'hi-IN',
            pagination: { pageSize: 100 },
            filters: { articles: { publishedAt: { $notNull: true } } },
          },
        },
      }),
    ).data;
    expect(withArticles.length).toBeGreaterThan(0);
  });

  it('lists authors 12 at a time with their pictures, and finds one by username', async () => {
    const authors = dataOf(
      await anonymous.GET('/profiles', {
        params: { query: { populate: { profile_image: true }, pagination: { pageSize: 12 } } },
      }),
    );
    expect(authors.data.length).toBeGreaterThan(0);
    expect(authors.meta.pagination.pageSize).toBe(12);
    const byName = dataOf(
      await anonymous.GET('/profiles', { params: { query: { filters: { username: { $eq: 'asha_rao' } } } } }),
    ).data;
    expect(byName.map((p) => p.username)).toEqual(['asha_rao']);
    const one = dataOf(
      await anonymous.GET('/profiles/{documentId}', {
        params: {
          path: { documentId: byName[0]!.documentId },
          query: { populate: { profile_image: true, user_stat: true } },
        },
      }),
    ).data;
    expect(one.username).toBe('asha_rao');
  });

  it('lists subscription plans', async () => {
    const plans = dataOf(
      await anonymous.GET('/subscription-plans', { params: { query: { locale: 'en' } } }),
    ).data;
    expect(plans.length).toBeGreaterThan(0);
  });

  it('validates referral codes without revealing their owner', async () => {
    const valid = dataOf(
      await anonymous.GET('/referrals/validate-referral-code', {
        params: { query: { filters: { code: { $eq: REFERRAL_CODE } } } },
      }),
    );
    expect(valid).toEqual({ valid: true });
    const invalid = dataOf(
      await anonymous.GET('/referrals/validate-referral-code', {
        params: { query: { filters: { code: { $eq: 'NOPE-123' } } } },
      }),
    );
    expect(invalid).toEqual({ valid: false });
  });

  it('signs up for the newsletter once per email', async () => {
    const email = `partner.${unique}@example.org`;
    const body = { data: { email, language: 'kn-IN' as const, source: 'https://partner.example' } };
    const created = dataOf(await anonymous.POST('/newsletter-subscribers', { body })).data;
    expect(created.email).toBe(email);
    // A repeat gets the same answer as a first sign-up: nobody can learn who is subscribed.
    const again = dataOf(await anonymous.POST('/newsletter-subscribers', { body })).data;
    expect(again).toEqual(created);
  });
});

describe('accounts', () => {
  it('registers an account that signs in once its address is confirmed, with its own profile', async () => {
    const username = `fresh_${unique}`;
    const email = `${username}@example.org`;
    expect(await isUsernameAvailable(reader.client, username)).toBe(true);
    const registered = await anonymous.POST('/auth/local/register', {
      body: { username, email, password: 'secret-123' },
    });
    expect(registered.data).toEqual({ ok: true });
    // A taken address answers the same ("check your inbox"); a taken username is refused.
    const again = await anonymous.POST('/auth/local/register', {
      body: { username: `other_${unique}`, email: READER, password: 'secret-123' },
    });
    expect(again.data).toEqual(registered.data);
    const nameTaken = await failure(
      anonymous.POST('/auth/local/register', {
        body: { username: reader.username, email: `x_${email}`, password: 'secret-123' },
      }),
    );
    expect(nameTaken.strapiError?.details).toEqual({ key: 'web-auth.usernameTaken' });
    const code = await confirmationCode(email);
    const early = await failure(
      anonymous.POST('/auth/local', { body: { identifier: email, password: 'secret-123' } }),
    );
    expect(early.strapiError?.details).toEqual({ key: 'web-auth.notConfirmed' });
    const resent = await anonymous.POST('/auth/send-email-confirmation', { body: { email } });
    expect(resent.data).toEqual({ ok: true });
    const unknown = await anonymous.POST('/auth/send-email-confirmation', {
      body: { email: `nobody.${unique}@example.org` },
    });
    expect(unknown.data).toEqual(resent.data);
    // The link of the mail (the newest: the resent one), as a reader's browser opens it.
    const freshCode = await vi.waitFor(
      async () => {
        const latest = await confirmationCode(email);
        if (latest === code) throw new Error('no second confirmation mail yet');
        return latest;
      },
      { timeout: 30_000, interval: 100 },
    );
    const confirmed = await fetch(`${cms.apiUrl}/auth/email-confirmation?confirmation=${freshCode}`, {
      redirect: 'manual',
    });
    expect(confirmed.status).toBe(302);
    const store = createMemoryTokenStore();
    const katha = client(store);
    const { data } = await katha.POST('/auth/local', { body: { identifier: email, password: 'secret-123' } });
    store.set('jwt', data!.jwt);
    const me = dataOf(await katha.GET('/users/me', { params: { query: { populate: { profile: true } } } }));
    const fresh = { client: katha, userId: me.id, username, profileId: me.profile!.documentId };
    const profile = dataOf(
      await anonymous.GET('/profiles/{documentId}', { params: { path: { documentId: fresh.profileId } } }),
    ).data;
    expect(profile.username).toBe(fresh.username);
    expect(await isUsernameAvailable(reader.client, fresh.username)).toBe(false);
    expect(await isUsernameAvailable(fresh.client, fresh.username, [fresh.username])).toBe(true);
  });

  it('tells whether a username is taken', async () => {
    expect(await isUsernameAvailable(reader.client, 'asha_rao')).toBe(false);
    expect(await isUsernameAvailable(reader.client, 'ASHA_RAO')).toBe(false);
    expect(await isUsernameAvailable(reader.client, 'reader', ['reader'])).toBe(true);
  });

  it('reads and updates the own user', async () => {
    const user = dataOf(
      await editor.client.GET('/users/{id}', {
        params: {
          path: { id: editor.userId },
          query: {
            populate: {
              role: true,
              profile: {
                populate: { profile_image: true, followed_by: true, following: true },
              },
            },
          },
        },
      }),
    );
    expect(user.role?.type).toBe('editor');
    expect(user.profile?.documentId).toBe(editor.profileId);
    expect(user.profile?.profile_image?.url).toBeTruthy();
    const updated = dataOf(
      await reader.client.PUT('/users/{id}', {
        params: { path: { id: reader.userId } },
        body: { t_n_c_accepted: true },
      }),
    );
    expect(updated.t_n_c_accepted).toBe(true);
  });

  it("does not let a user change somebody else's account", async () => {
    const error = await failure(
      editor.client.PUT('/users/{id}', {
        params: { path: { id: reader.userId } },
        body: { t_n_c_accepted: false },
      }),
    );
    expect([401, 403]).toContain(error.status);
  });

  it('rejects a wrong password, an unknown reset code and a disabled social provider with server messages', async () => {
    const login = await failure(
      anonymous.POST('/auth/local', { body: { identifier: READER, password: 'wrong-password' } }),
    );
    expect(login.status).toBe(400);
    expect(login.message).not.toBe('Wrong Services');
    const reset = await failure(
      anonymous.POST('/auth/reset-password', {
        body: { code: 'not-a-code', password: 'secret-123', passwordConfirmation: 'secret-123' },
      }),
    );
    expect(reset.status).toBe(400);
    const social = await failure(
      anonymous.GET('/auth/{provider}/callback', {
        params: { path: { provider: 'github' }, query: { access_token: 'x' } },
      }),
    );
    expect(social.status).toBe(400);
    // No social provider is enabled by default: the sign-in page offers no button.
    expect(dataOf(await anonymous.GET('/auth/providers')).data).toEqual([]);
    const start = await failure(
      anonymous.GET('/connect/{provider}', { params: { path: { provider: 'github' } } }),
    );
    expect(start.status).toBe(400);
    const back = await failure(
      anonymous.GET('/connect/{provider}/callback', {
        params: { path: { provider: 'github' }, query: { code: 'x' } },
      }),
    );
    expect(back.status).toBe(400);
    const confirmation = await failure(
      anonymous.GET('/auth/email-confirmation', { params: { query: { confirmation: 'not-a-token' } } }),
    );
    expect(confirmation.status).toBe(400);
  });

  it('refuses a password change with a wrong current password', async () => {
    const { client: katha } = await signIn(READER);
    const change = await failure(
      katha.POST('/auth/change-password', {
        body: {
          currentPassword: 'wrong-password',
          password: 'Another#2026',
          passwordConfirmation: 'Another#2026',
        },
      }),
    );
    expect(change.status).toBe(400);
  });

  it('asks for a password reset email, without telling whether the address has an account', async () => {
    const unknown = await anonymous.POST('/auth/forgot-password', {
      body: { email: `nobody.${unique}@example.org` },
    });
    expect(unknown.data).toEqual({ ok: true });
    const known = await anonymous.POST('/auth/forgot-password', { body: { email: READER } });
    expect(known.data).toEqual({ ok: true });
  });

  it('logs out: the token of the ended session is refused, the other sessions go on', async () => {
    const [phone, laptop] = await Promise.all([signIn(READER), signIn(READER)]);
    expect(dataOf(await phone.client.POST('/auth/logout', { body: {} }))).toEqual({ ok: true });
    expect(await failure(phone.client.GET('/users/me'))).toMatchObject({ status: 401 });
    expect(dataOf(await laptop.client.GET('/users/me')).id).toBe(reader.userId);
  });

  it('calls onUnauthorized once when a rejected token is used by several calls', async () => {
    const store = createMemoryTokenStore();
    store.set('jwt', 'not-a-valid-token');
    const onUnauthorized = vi.fn();
    const katha = client(store, onUnauthorized);
    const results = await Promise.allSettled([
      katha.GET('/users/me'),
      katha.GET('/subscriptions'),
      katha.GET('/insights'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]![0]).toMatchObject({ status: 401 });
  });

  it('reports an unreachable CMS as KathaApiError "Wrong Services"', async () => {
    const down = createKathaClient({ baseUrl: 'http://127.0.0.1:9/api' });
    const error = await failure(down.GET('/topics'));
    expect(error).toMatchObject({ status: 0, message: 'Wrong Services' });
  });
});

describe('likes, bookmarks and follows', () => {
  it('likes and unlikes an article in every locale, and the listing shows my like', async () => {
    const [article] = dataOf(
      await anonymous.GET('/articles', { params: { query: buildArticleListQuery({ locale: 'en' }) } }),
    ).data;
    const ref = { documentId: article!.documentId, locale: article!.locale };
    const listing = async (locale: 'en' | 'hi-IN') =>
      dataOf(
        await reader.client.GET('/articles', {
          params: {
            query: buildArticleListQuery({
              locale,
              slug: undefined,
              profileId: reader.profileId,
              pageSize: 40,
            }),
          },
        }),
      ).data.find((a) => a.documentId === article!.documentId);

    const wasLiked = includesProfile((await listing('en'))?.liked_by, reader.profileId);
    expect(await toggleLike(reader.client, reader.profileId, ref, wasLiked)).toBe(!wasLiked);
    expect(includesProfile((await listing('en'))?.liked_by, reader.profileId)).toBe(!wasLiked);
    // liked_by is filtered to me: nobody else's profile comes with it
    expect((await listing('en'))?.liked_by?.every((p) => p.documentId === reader.profileId)).toBe(true);
    expect(await toggleLike(reader.client, reader.profileId, ref, !wasLiked)).toBe(wasLiked);
    expect(includesProfile((await listing('en'))?.liked_by, reader.profileId)).toBe(wasLiked);
  });

  it('bookmarks an article and finds it among my bookmarks', async () => {
    const [article] = dataOf(
      await anonymous.GET('/articles', {
        params: { query: buildArticleListQuery({ locale: 'en', sort: 'oldest' }) },
      }),
    ).data;
    await toggleBookmark(
      reader.client,
      reader.profileId,
      { documentId: article!.documentId, locale: 'en' },
      false,
    );
    const bookmarks = async () =>
      (
        await fetchBookmarkedArticles(reader.client, {
          locale: 'en',
          profileId: reader.profileId,
          pageSize: 40,
        })
      ).data.map((a) => a.documentId);
    expect(await bookmarks()).toContain(article!.documentId);
    await toggleBookmark(
      reader.client,
      reader.profileId,
      { documentId: article!.documentId, locale: 'en' },
      true,
    );
    expect(await bookmarks()).not.toContain(article!.documentId);
  });

  it('follows and unfollows an author', async () => {
    const following = async () =>
      dataOf(
        await reader.client.GET('/profiles/{documentId}', {
          params: { path: { documentId: reader.profileId }, query: { populate: { following: true } } },
        }),
      ).data.following?.map((p) => p.documentId);
    const before = (await following()) ?? [];
    const isFollowing = before.includes(editor.profileId);
    await toggleFollow(reader.client, reader.profileId, editor.profileId, isFollowing);
    expect((await following())?.includes(editor.profileId)).toBe(!isFollowing);
    await toggleFollow(reader.client, reader.profileId, editor.profileId, !isFollowing);
    expect((await following())?.includes(editor.profileId)).toBe(isFollowing);
  });

  it("refuses changes to somebody else's profile", async () => {
    const error = await failure(toggleFollow(reader.client, editor.profileId, reader.profileId, false));
    expect(error.status).toBe(403);
    expect(error.body).toMatchObject({ data: null, error: { status: 403 } });
  });
});

describe('writing', () => {
  let imageId: number;
  let documentId: string;

  it('uploads an image', async () => {
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), `cover-${unique}.png`);
    const files = dataOf(
      await editor.client.POST('/upload', {
        // multipart: the browser's FormData, sent as it is
        body: form as never,
      }),
    );
    expect(files[0]?.mime).toBe('image/png');
    imageId = files[0]!.id;
  });

  it('deletes an own upload, which nobody else may', async () => {
    const form = new FormData();
    form.append('files', new Blob([PNG], { type: 'image/png' }), `spare-${unique}.png`);
    const [spare] = dataOf(await editor.client.POST('/upload', { body: form as never }));
    const path = { id: spare!.id };
    const refused = await failure(reader.client.DELETE('/upload/files/{id}', { params: { path } }));
    expect(refused.status).toBe(403);
    const deleted = dataOf(await editor.client.DELETE('/upload/files/{id}', { params: { path } }));
    expect(deleted.id).toBe(spare!.id);
  });

  it('updates the own profile', async () => {
    const profile = dataOf(
      await editor.client.PUT('/profiles/{documentId}', {
        params: { path: { documentId: editor.profileId }, query: { populate: { profile_image: true } } },
        body: { data: { bios: { 'kn-IN': `ಉಡುಪಿಯಿಂದ ಬರೆಯುತ್ತಾರೆ (${unique}).` }, profile_image: imageId } },
      }),
    ).data;
    expect(profile.bios?.['kn-IN']).toContain(unique);
    expect(profile.profile_image?.id).toBe(imageId);
  });

  it('creates a draft, reads it as its author, publishes it, translates it and archives it', async () => {
    const body = `<p>${'A long monsoon afternoon in the village. '.repeat(30)}</p>`;
    const draft = dataOf(
      await editor.client.POST('/articles', {
        params: { query: { status: 'draft', locale: 'en' } },
        body: {
          data: {
            title: `Contract story ${unique}`,
            body,
            tags: joinTags(['Monsoon', 'contract ', 'monsoon']),
            type: 'article',
            featured_image: imageId,
          },
        },
      }),
    ).data;
    documentId = draft.documentId;
    expect(draft.publishedAt).toBeNull();
    expect(draft.word_count).toBeGreaterThanOrEqual(MIN_WORD_COUNT);
    expect(draft.slug).toBeTruthy();
    expect(splitTags(draft.tags)).toEqual(['monsoon', 'contract']);

    const myDrafts = dataOf(
      await editor.client.GET('/articles', {
        params: {
          query: buildArticleListQuery({
            locale: 'en',
            status: 'draft',
            authorId: editor.profileId,
            listingRule: false,
            pageSize: 50,
          }),
        },
      }),
    ).data;
    expect(myDrafts.map((a) => a.documentId)).toContain(documentId);

    const asAuthor = dataOf(
      await editor.client.GET('/articles/{documentId}', {
        params: { path: { documentId }, query: { status: 'draft' } },
      }),
    ).data;
    expect(asAuthor.title).toContain(unique);
    // `status` is for writers only (400 for a reader); another writer gets 404 (the test of apps/cms).
    const asOther = await failure(
      reader.client.GET('/articles/{documentId}', {
        params: { path: { documentId }, query: { status: 'draft' } },
      }),
    );
    expect(asOther.status).toBe(400);

    const published = dataOf(
      await editor.client.PUT('/articles/{documentId}', {
        params: { path: { documentId }, query: { locale: 'en' } },
        body: { data: { subtitle: 'Published' } },
      }),
    ).data;
    expect(published.publishedAt).toBeTruthy();

    const hindi = dataOf(
      await editor.client.PUT('/articles/{documentId}', {
        params: { path: { documentId }, query: { locale: 'hi-IN' } },
        body: {
          data: {
            title: `अनुबंध कहानी ${unique}`,
            body: `<p>${'गाँव में बरसात की एक लंबी दोपहर। '.repeat(30)}</p>`,
          },
        },
      }),
    ).data;
    expect(hindi.locale).toBe('hi-IN');
    expect(hindi.documentId).toBe(documentId);

    const forbidden = await failure(
      reader.client.PUT('/articles/{documentId}', {
        params: { path: { documentId } },
        body: { data: { title: 'Not mine' } },
      }),
    );
    expect(forbidden.status).toBe(403);

    await editor.client.PUT('/articles/{documentId}', {
      params: { path: { documentId }, query: { locale: 'en' } },
      body: { data: { isArchive: true } },
    });
    const listed = dataOf(
      await anonymous.GET('/articles', {
        params: { query: buildArticleListQuery({ locale: 'en', authorId: editor.profileId, pageSize: 50 }) },
      }),
    ).data;
    expect(listed.map((a) => a.documentId)).not.toContain(documentId);
  });

  it('refuses article creation to a reader', async () => {
    const error = await failure(reader.client.POST('/articles', { body: { data: { title: 'Mine?' } } }));
    expect(error.status).toBe(403);
  });

  it('records a view, and a read only with the read rule met (anonymously and as a reader)', async () => {
    const [article] = dataOf(
      await anonymous.GET('/articles', { params: { query: buildArticleListQuery({ locale: 'en' }) } }),
    ).data;
    const path = { documentId: article!.documentId };
    const view = dataOf(await anonymous.POST('/articles/{documentId}/view', { params: { path } }));
    expect(view.data.documentId).toBe(article!.documentId);
    const evidence = { seconds: readMinSeconds(article!.read_time), progress: READ_MIN_PROGRESS };
    const anon = dataOf(
      await anonymous.POST('/articles/{documentId}/read', { params: { path }, body: evidence }),
    );
    expect(anon.data.counted).toBe(true);
    const early = await failure(
      anonymous.POST('/articles/{documentId}/read', {
        params: { path },
        body: { ...evidence, progress: 0.5 },
      }),
    );
    expect(early.status).toBe(400);
    // A reader who opened it a moment ago has not read it yet, whatever the figures say.
    await reader.client.POST('/articles/{documentId}/view', { params: { path } });
    const soon = dataOf(
      await reader.client.POST('/articles/{documentId}/read', { params: { path }, body: evidence }),
    );
    expect(soon.data.counted).toBe(false);
  });
});

describe('comments', () => {
  it('comments, replies, edits and lists newest first', async () => {
    const [article] = dataOf(
      await anonymous.GET('/articles', { params: { query: buildArticleListQuery({ locale: 'en' }) } }),
    ).data;
    const path = { documentId: article!.documentId };
    const comment = dataOf(
      await reader.client.POST('/comments/api::article.article:{documentId}', {
        params: { path },
        body: { content: `Lovely (${unique})` },
      }),
    );
    const reply = dataOf(
      await editor.client.POST('/comments/api::article.article:{documentId}', {
        params: { path },
        body: { content: `Thank you (${unique})`, threadOf: comment.id },
      }),
    );
    const edited = dataOf(
      await reader.client.PUT('/comments/api::article.article:{documentId}/comment/{commentId}', {
        params: { path: { ...path, commentId: comment.id } },
        body: { content: `Lovely, truly (${unique})` },
      }),
    );
    expect(edited.content).toBe(`Lovely, truly (${unique})`);
    const notMine = await failure(
      editor.client.PUT('/comments/api::article.article:{documentId}/comment/{commentId}', {
        params: { path: { ...path, commentId: comment.id } },
        body: { content: 'edited by someone else' },
      }),
    );
    expect(notMine.status).toBeGreaterThanOrEqual(400);

    const threads = dataOf(
      await anonymous.GET('/comments/api::article.article:{documentId}', {
        params: { path, query: { sort: 'createdAt:desc' } },
      }),
    );
    const mine = threads.find((c) => c.id === comment.id);
    expect(mine?.content).toBe(`Lovely, truly (${unique})`);
    expect(mine?.children?.map((c) => c.id)).toContain(reply.id);
    const created = threads.map((c) => c.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });
});

describe('earnings, requests and subscriptions', () => {
  it('shows an author only their own insights and revenues, and totals them', async () => {
    const insights = dataOf(
      await editor.client.GET('/insights', {
        params: {
          query: {
            pagination: { page: 1, pageSize: 5 },
            sort: ['date:desc'],
            populate: { article: { fields: ['title'] } },
          },
        },
      }),
    );
    expect(insights.data.length).toBeGreaterThan(0);
    expect(insights.data.length).toBeLessThanOrEqual(5);
    expect(insights.data[0]?.article?.title).toBeTruthy();

    const revenues = dataOf(
      await editor.client.GET('/article-revenues', {
        params: {
          query: {
            filters: { author: { documentId: { $eq: editor.profileId } } },
            pagination: { pageSize: 200 },
          },
        },
      }),
    ).data;
    expect(revenues.length).toBeGreaterThan(0);
    const total = await fetchRevenueTotal(editor.client, editor.profileId);
    expect(total).toBeGreaterThan(0);

    const totals = dataOf(
      await editor.client.GET('/profile-revenues', {
        params: { query: { filters: { profile: { documentId: { $eq: editor.profileId } } } } },
      }),
    ).data;
    expect(totals.length).toBe(1);

    // a reader (neither editor nor staff) is refused earnings and insights altogether
    const refused = await failure(
      reader.client.GET('/article-revenues', {
        params: {
          query: {
            filters: { author: { documentId: { $eq: editor.profileId } } },
            pagination: { pageSize: 200 },
          },
        },
      }),
    );
    expect(refused).toMatchObject({ status: 403 });
    expect(await failure(reader.client.GET('/insights'))).toMatchObject({ status: 403 });
  });

  it('requests author access and reads back only the own requests', async () => {
    const applicant = await register('applicant');
    const email = `writer.${unique}@example.org`;
    const created = dataOf(
      await applicant.client.POST('/request-author-accesses', {
        body: {
          data: {
            name: 'Demo Reader',
            email,
            phone: '+91 98450 00000',
            links: 'https://example.org/my-stories',
            tag: 'fiction',
            language: 'en',
            referral_code: REFERRAL_CODE,
          },
        },
      }),
    ).data;
    expect(created.request_status).toBe('pending');
    const mine = dataOf(
      await applicant.client.GET('/request-author-accesses', {
        params: { query: { filters: { request_status: { $eq: 'pending' } } } },
      }),
    ).data;
    expect(mine.map((r) => r.documentId)).toEqual([created.documentId]);
    const theirs = dataOf(
      await editor.client.GET('/request-author-accesses', {
        params: { query: { filters: { request_status: { $eq: 'pending' } } } },
      }),
    ).data;
    expect(theirs.map((r) => r.documentId)).not.toContain(created.documentId);
  });

  it('lists and cancels the own subscription', async () => {
    const subscriptions = dataOf(
      await reader.client.GET('/subscriptions', {
        params: {
          query: {
            filters: { profile: { documentId: { $eq: reader.profileId } } },
            populate: { subscription_plan: true },
          },
        },
      }),
    ).data;
    expect(subscriptions.some((s) => s.is_active && s.subscription_plan?.name)).toBe(true);
    const notMine = await failure(
      editor.client.PUT('/subscriptions/cancel', { body: { profileId: reader.profileId } }),
    );
    expect(notMine.status).toBe(403);
    const cancelled = dataOf(
      await reader.client.PUT('/subscriptions/cancel', { body: { profileId: reader.profileId } }),
    ).data;
    expect(cancelled.is_active).toBe(false);
    expect(cancelled.cancelled_at).toBeTruthy();
  });
});

describe('notifications', () => {
  it("tells a person of a new follower, pages, counts and marks their own notifications read, and nobody else's", async () => {
    const [followed, follower] = await Promise.all([register('notif_a'), register('notif_b')]);
    await toggleFollow(follower.client, follower.profileId, followed.profileId, false);
    expect(await fetchUnreadNotificationCount(followed.client)).toBe(1);
    const page = await fetchNotifications(followed.client, { page: 1, pageSize: 5 });
    expect(page.pagination).toMatchObject({ page: 1, pageSize: 5, total: 1 });
    expect(page.data[0]).toMatchObject({
      kind: 'new_follower',
      read: false,
      actor: { username: follower.username },
    });
    const notMine = await failure(markNotificationRead(follower.client, page.data[0]!.documentId));
    expect(notMine.status).toBe(404);
    expect((await markNotificationRead(followed.client, page.data[0]!.documentId)).read).toBe(true);
    expect(await markAllNotificationsRead(followed.client)).toBe(0);
    expect(await fetchUnreadNotificationCount(followed.client)).toBe(0);
    expect((await fetchNotifications(follower.client)).data).toEqual([]);
  });
});
