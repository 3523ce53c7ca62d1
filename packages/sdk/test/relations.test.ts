import { describe, expect, it } from 'vitest';
import { createKathaClient } from '../src/client.js';
import { includesProfile, toggleBookmark, toggleFollow, toggleLike } from '../src/relations.js';
import { fakeFetch, json } from './fake-fetch.js';

function setup() {
  const { fetch, calls } = fakeFetch(() =>
    json({ data: { id: 1, documentId: 'me', username: 'me' }, meta: {} }),
  );
  return { client: createKathaClient({ baseUrl: 'http://cms.test/api', fetch }), calls };
}

describe('toggles on the own profile', () => {
  it('likes by connecting the article in its locale, and unlikes by disconnecting it', async () => {
    const { client, calls } = setup();
    expect(await toggleLike(client, 'me', { documentId: 'a1', locale: 'hi-IN' }, false)).toBe(true);
    expect(await toggleLike(client, 'me', { documentId: 'a1', locale: 'hi-IN' }, true)).toBe(false);
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'PUT',
        '/profiles/me',
        { data: { liked_articles: { connect: [{ documentId: 'a1', locale: 'hi-IN' }] } } },
      ],
      [
        'PUT',
        '/profiles/me',
        { data: { liked_articles: { disconnect: [{ documentId: 'a1', locale: 'hi-IN' }] } } },
      ],
    ]);
  });

  it('bookmarks and un-bookmarks', async () => {
    const { client, calls } = setup();
    expect(await toggleBookmark(client, 'me', { documentId: 'a2' }, false)).toBe(true);
    expect(await toggleBookmark(client, 'me', { documentId: 'a2' }, true)).toBe(false);
    expect(calls.map((call) => call.body)).toEqual([
      { data: { bookmarked_articles: { connect: ['a2'] } } },
      { data: { bookmarked_articles: { disconnect: ['a2'] } } },
    ]);
  });

  it('follows and unfollows an author', async () => {
    const { client, calls } = setup();
    expect(await toggleFollow(client, 'me', 'writer', false)).toBe(true);
    expect(await toggleFollow(client, 'me', 'writer', true)).toBe(false);
    expect(calls.map((call) => call.body)).toEqual([
      { data: { following: { connect: ['writer'] } } },
      { data: { following: { disconnect: ['writer'] } } },
    ]);
  });

  it('keeps the old state when the server refuses', async () => {
    const { fetch } = fakeFetch(() =>
      json({ data: null, error: { status: 403, name: 'ForbiddenError', message: 'Forbidden' } }, 403),
    );
    const client = createKathaClient({ baseUrl: 'http://cms.test/api', fetch });
    await expect(toggleLike(client, 'someone-else', { documentId: 'a1' }, false)).rejects.toMatchObject({
      status: 403,
    });
  });
});

describe('includesProfile', () => {
  it('tells whether the current profile is in a populated relation', () => {
    expect(includesProfile([{ documentId: 'me' }], 'me')).toBe(true);
    expect(includesProfile([{ documentId: 'other' }], 'me')).toBe(false);
    expect(includesProfile(undefined, 'me')).toBe(false);
    expect(includesProfile([{ documentId: 'me' }], null)).toBe(false);
  });
});
