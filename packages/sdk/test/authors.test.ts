import { describe, expect, it } from 'vitest';
import { loadAuthorArticles } from '../src/authors.js';
import { createKathaClient } from '../src/client.js';
import { article, type Call, fakeFetch, list } from './fake-fetch.js';

function server(answers: { author?: string[]; topic?: string[]; trending?: string[] }) {
  return fakeFetch((call: Call) => {
    const ids =
      call.path === '/articles/trending'
        ? answers.trending
        : [...call.query.keys()].some((key) => key.includes('[author][documentId]'))
          ? answers.author
          : answers.topic;
    return list((ids ?? []).map((id) => article(id)));
  });
}

const options = { authorId: 'writer', topicId: 'monsoon', excludeIds: ['current'], locale: 'en' as const };

describe('loadAuthorArticles', () => {
  it("lists the author's other articles, 4 of them, leaving out the one being read", async () => {
    const { fetch, calls } = server({ author: ['a1', 'a2'] });
    const result = await loadAuthorArticles(
      createKathaClient({ baseUrl: 'http://cms.test/api', fetch }),
      options,
    );
    expect(result.source).toBe('author');
    expect(result.articles.map((a) => a.documentId)).toEqual(['a1', 'a2']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query.get('pagination[pageSize]')).toBe('4');
    expect([...calls[0]!.query.values()]).toContain('current');
  });

  it('falls back to the same topic when the author has no other articles', async () => {
    const { fetch, calls } = server({ author: [], topic: ['t1'] });
    const result = await loadAuthorArticles(
      createKathaClient({ baseUrl: 'http://cms.test/api', fetch }),
      options,
    );
    expect(result).toMatchObject({ source: 'topic', articles: [{ documentId: 't1' }] });
    const topicFilter = [...calls[1]!.query.entries()].find(([key]) =>
      key.endsWith('[topic][documentId][$in][0]'),
    );
    expect(topicFilter?.[1]).toBe('monsoon');
  });

  it('falls back to trending when neither the author nor the topic has articles', async () => {
    const { fetch, calls } = server({ author: [], topic: [], trending: ['hot'] });
    const result = await loadAuthorArticles(
      createKathaClient({ baseUrl: 'http://cms.test/api', fetch }),
      options,
    );
    expect(result).toMatchObject({ source: 'trending', articles: [{ documentId: 'hot' }] });
    expect(calls.map((call) => call.path)).toEqual(['/articles', '/articles', '/articles/trending']);
  });

  it('goes straight to trending when the article has no topic', async () => {
    const { fetch, calls } = server({ author: [], trending: [] });
    const result = await loadAuthorArticles(createKathaClient({ baseUrl: 'http://cms.test/api', fetch }), {
      ...options,
      topicId: null,
    });
    expect(result).toEqual({ source: 'trending', articles: [] });
    expect(calls.map((call) => call.path)).toEqual(['/articles', '/articles/trending']);
  });
});
