/**
 * Every write the contract lists, sent with no body, an empty one, or JSON that is not an object
 * (what a stranger's script sends, not the site): a 4xx that says so, never a server error. Generated
 * from openapi/cms.yaml, so a new write is covered when it is added there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE, register, type TestUser } from './api.ts';
import { contract } from './contract-queries.ts';

const WRITES = new Set(['post', 'put', 'patch', 'delete']);
/** A path template with every parameter filled by a value no record has. */
const concrete = (template: string) => `/api${template.replace(/\{[^}]+\}/g, 'zq-nomatch-7f3a')}`;

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((method) => WRITES.has(method))
    .map((method) => ({ method: method.toUpperCase(), path: concrete(path) })),
);

const BODIES: { name: string; headers: Record<string, string>; body?: string }[] = [
  { name: 'no body', headers: {} },
  { name: 'an empty JSON body', headers: { 'content-type': 'application/json' }, body: '' },
  { name: 'a JSON string', headers: { 'content-type': 'application/json' }, body: '"x"' },
  { name: 'a JSON list', headers: { 'content-type': 'application/json' }, body: '[1]' },
  { name: 'JSON null', headers: { 'content-type': 'application/json' }, body: 'null' },
];

let reader: TestUser;
beforeAll(async () => {
  reader = await register('bodies');
});

describe('a write without an object body', () => {
  it('is listed for every write of the contract', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations).toContainEqual({ method: 'POST', path: '/api/auth/local' });
  });

  it.each(['anonymous', 'reader'])('answers a 4xx, never a 5xx, %s', async (who) => {
    const failures: string[] = [];
    for (const { method, path } of operations) {
      for (const { name, headers, body } of BODIES) {
        const response = await fetch(`${BASE}${path}`, {
          method,
          headers: { ...headers, ...(who === 'reader' ? { authorization: `Bearer ${reader.jwt}` } : {}) },
          body: method === 'DELETE' ? undefined : body,
        });
        await response.arrayBuffer();
        if (response.status >= 500) failures.push(`${method} ${path} with ${name}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
