import { expect, registerReader, SESSION_COOKIE, test, webUrl } from './helpers.js';

const JWT_LIKE = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/**
 * The CMS's router takes a path in any case and with one trailing slash (@katha/rules `routePath`),
 * so the site's proxy reads it so too: a sign-in spelled another way is still a session answer,
 * whose token goes into the HttpOnly cookie and never into the page; a spelling no route takes
 * signs nobody in.
 */
test('a sign-in through the site, however its path is spelled, keeps the token in the cookie', async () => {
  const { email } = await registerReader('spelled');
  const signIn = (path: string) =>
    fetch(`${webUrl()}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: email, password: 'secret-123' }),
    });
  for (const path of ['/api/auth/local/', '/api/AUTH/LOCAL', '/API/Auth/Local/']) {
    const answer = await signIn(path);
    expect(answer.status, path).toBe(200);
    const body = await answer.text();
    expect(body, path).not.toMatch(JWT_LIKE);
    expect(JSON.parse(body).user.email, path).toBe(email);
    expect(answer.headers.get('set-cookie'), path).toContain(`${SESSION_COOKIE}=`);
  }
  for (const path of ['/api//auth/local', '/api/auth/local//', '/api/auth/%6cocal']) {
    const answer = await signIn(path);
    expect(answer.status, path).toBe(404);
    expect(answer.headers.get('set-cookie') ?? '', path).not.toContain(`${SESSION_COOKIE}=`);
    expect(await answer.text(), path).not.toMatch(JWT_LIKE);
  }
});
