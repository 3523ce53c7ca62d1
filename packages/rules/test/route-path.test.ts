import { describe, expect, it } from 'vitest';
import { routePath } from '../src/index.js';

describe('routePath', () => {
  it('gives every spelling the router takes for one route the same form', () => {
    for (const spelling of ['/api/auth/local', '/api/auth/local/', '/API/Auth/LOCAL', '/api/auth/LOCAL/'])
      expect(routePath(spelling), spelling).toBe('/api/auth/local');
    expect(routePath('/')).toBe('/');
  });

  it('decodes escapes but those of unreserved characters and %, which the router reads as sent', () => {
    expect(routePath('/api/comments/api%3A%3Aarticle.article%3Aabc')).toBe(
      '/api/comments/api::article.article:abc',
    );
    // `%6c` never matches the literal `l` of a route, only a parameter: it stays escaped.
    expect(routePath('/api/auth/%6Cocal')).toBe('/api/auth/%6cocal');
    expect(routePath('/api/articles/%C3%A9t%C3%A9')).toBe('/api/articles/été');
    expect(routePath('/api/articles/a%25b')).toBe('/api/articles/a%25b');
    // Non-ASCII letters keep their case: the router folds ASCII only (the Kelvin sign is not `k`).
    expect(routePath('/api/articles/boo%E2%84%AAmarked')).toBe('/api/articles/boo\u212amarked');
  });

  it('says no route takes an empty segment, an encoded separator or dot, or broken escapes', () => {
    for (const spelling of [
      '/api//auth/local',
      '//api/auth/local',
      '/api/auth/local//',
      '/api/auth%2flocal',
      '/api/auth%5Clocal',
      '/api/articles/%2e%2e',
      '/api/auth/loc%al',
      '/api/auth/local%',
      '/api/articles/%C3',
      'api/auth/local',
      '',
    ])
      expect(routePath(spelling), spelling).toBeUndefined();
  });
});
