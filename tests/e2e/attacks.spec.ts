/**
 * Issue 18's findings as a stranger asks them through the site's own `/api` proxy (the address a
 * visitor's browser uses): the account takeover populate, drafts through relations, the stalling
 * deep populate, and the email and bookmarks oracles. Signed-in callers send the site's session
 * cookie, as a browser does. The generated suite (apps/cms/test/attack.test.ts) probes every route
 * and field of the CMS directly; these check the same rules hold through the proxy.
 */
import { apiLogin, cmsApi, expect, SESSION_COOKIE, test, uniqueName, webUrl } from './helpers.js';

const viaSite = async (path: string, session?: string) => {
  const started = performance.now();
  const response = await fetch(`${webUrl()}/api${path}`, {
    headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {},
  });
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
};

const cms = async (method: string, path: string, jwt?: string, body?: unknown) => {
  const response = await fetch(`${cmsApi()}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json().catch(() => null) };
};

/** A new reader, signed in (the jwt is what the site keeps in its session cookie). */
const newReader = async () => {
  const username = uniqueName('stranger');
  const registered = await cms('POST', '/auth/local/register', undefined, {
    username,
    email: `${username}@example.org`,
    password: 'Secret#123',
    t_n_c_accepted: true,
  });
  expect(registered.status).toBe(200);
  return { username, jwt: registered.body.jwt as string };
};

const PRIVATE = /"(password|resetPasswordToken|confirmationToken)"|\$2[aby]\$/;

test('finding 1: the comment-author populate that took accounts over answers no password or reset token', async () => {
  const reader = await apiLogin('reader@katha.dev');
  const { body: list } = await cms('GET', '/articles?pagination[pageSize]=1');
  const article = list.data[0].documentId as string;
  expect(
    (await cms('POST', `/comments/api::article.article:${article}`, reader, { content: 'Lovely' })).status,
  ).toBe(200);
  // A fresh reset token for the commenter, as the attacker would ask for.
  await cms('POST', '/auth/forgot-password', undefined, { email: 'reader@katha.dev' });
  const stranger = await newReader();
  for (const session of [undefined, stranger.jwt]) {
    for (const path of [
      `/comments/api::article.article:${article}?populate[authorUser][populate][profile][populate][user]=true`,
      `/comments/api::article.article:${article}/flat?populate[authorUser][populate][profile][populate][user]=true`,
      `/comments/api::article.article:${article}/flat?populate[authorUser][populate][role][populate][users]=true`,
      `/comments/api::article.article:${article}/flat?populate[authorUser][populate]=*`,
    ]) {
      const answer = await viaSite(path, session);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.text, path).not.toMatch(PRIVATE);
      expect(answer.text, path).not.toContain('reader@katha.dev');
    }
  }
});

test('finding 4: drafts stay out of every answer to someone else, through relations too', async () => {
  const editor = await apiLogin('editor@katha.dev');
  const title = `Unpublished ${uniqueName('draft')}`;
  const draft = await cms('POST', '/articles?status=draft', editor, {
    data: { title, body: `<p>${'A draft nobody else may read. '.repeat(30)}</p>` },
  });
  expect(draft.status).toBe(201);
  const stranger = await newReader();
  const queries = [
    '/profiles?status=draft&populate[articles]=true',
    '/topics?status=draft&populate[articles]=true',
    '/articles?status=draft&pagination[pageSize]=100',
    `/articles/${draft.body.data.documentId}?status=draft`,
    '/users?populate[profile][populate][articles]=true&status=draft',
    `/profiles?filters[articles][title][$eq]=${encodeURIComponent(title)}`,
  ];
  for (const session of [undefined, stranger.jwt]) {
    for (const path of queries) {
      const answer = await viaSite(path, session);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.text, path).not.toContain(title);
      if (path.startsWith('/profiles?filters')) expect(answer.text, path).not.toContain('"username"');
    }
  }
});

test('finding 5: the deep populate that stalled the CMS answers 400 within a second, through the site', async () => {
  const path =
    '/articles?populate[author][populate][articles][populate][author][populate][articles][populate][author][populate][articles][populate]=*&pagination[pageSize]=10';
  const answers = await Promise.all(Array.from({ length: 5 }, () => viaSite(path)));
  for (const answer of answers) {
    expect(answer.status).toBe(400);
    expect(answer.ms).toBeLessThan(1000);
    expect(answer.text.length).toBeLessThan(10_000);
  }
  // The site still answers its own listing at once afterwards.
  const listing = await viaSite('/articles?pagination[pageSize]=10');
  expect(listing.status).toBe(200);
});

test('finding 6: no email, user list, role list or bookmark can be read or guessed through the site', async () => {
  const owner = await newReader();
  const { body: list } = await cms('GET', '/articles?pagination[pageSize]=1');
  const article = list.data[0].documentId as string;
  const me = await cms('GET', '/users/me?populate=profile', owner.jwt);
  expect(
    (
      await cms('PUT', `/profiles/${me.body.profile.documentId}`, owner.jwt, {
        data: { bookmarked_articles: { connect: [{ documentId: article }] } },
      })
    ).status,
  ).toBe(200);
  const stranger = await newReader();
  for (const session of [undefined, stranger.jwt]) {
    for (const path of [
      '/users?filters[email][$startsWith]=r',
      '/users?sort=email:asc',
      '/users-permissions/roles',
    ]) {
      const answer = await viaSite(path, session);
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.text, path).not.toContain('@katha.dev');
      expect(answer.text, path).not.toContain(`${owner.username}@example.org`);
      expect(answer.text, path).not.toContain('nb_users');
    }
    // The bookmarks oracle: the owner's username finds what a name nobody has finds.
    const name = me.body.profile.username as string;
    const bookmarked = await viaSite(`/articles?filters[bookmarked_by][username][$eq]=${name}`, session);
    const nobody = await viaSite(
      `/articles?filters[bookmarked_by][username][$eq]=${uniqueName('nobody')}`,
      session,
    );
    expect(bookmarked.status).toBeLessThan(500);
    if (bookmarked.status === 200) expect(bookmarked.text).toBe(nobody.text);
    const populated = await viaSite(`/articles/${article}?populate[bookmarked_by]=true`, session);
    expect(populated.status).toBeLessThan(500);
    expect(populated.text).not.toContain(name);
  }
});

test('finding 7: a NUL byte and impossible pages are refused, not a server error', async () => {
  for (const path of [
    `/articles?filters[title][$containsi]=${encodeURIComponent('a\u0000')}`,
    '/articles?pagination[page]=-1',
    '/articles?pagination[pageSize]=0',
  ]) {
    const answer = await viaSite(path);
    expect(answer.status, path).toBeGreaterThanOrEqual(400);
    expect(answer.status, path).toBeLessThan(500);
  }
  // A huge page is refused or capped at the largest page the site uses (200).
  const huge = await viaSite('/articles?pagination[pageSize]=100000');
  expect(huge.status).toBeLessThan(500);
  if (huge.status === 200) expect(JSON.parse(huge.text).meta.pagination.pageSize).toBeLessThanOrEqual(200);
});
