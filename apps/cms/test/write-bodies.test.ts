/**
 * Every write the contract lists, sent with no body, an empty one, or JSON that is not an object
 * (what a stranger's script sends, not the site): a 4xx that says so, never a server error. Generated
 * from openapi/cms.yaml, so a new write is covered when it is added there.
 */
import { request } from 'node:http';
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

  // From an address of their own: the per-address limits of these calls (the newsletter's among
  // them) are not scaled for the tests, and the other files send from 127.0.0.1.
  it.each([
    ['anonymous', '127.0.0.201'],
    ['reader', '127.0.0.202'],
  ])('answers a 4xx, never a 5xx, %s', async (who, localAddress) => {
    const url = new URL(BASE);
    const send = (method: string, path: string, headers: Record<string, string>, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const outgoing = request(
          { host: url.hostname, port: url.port, localAddress, method, path, headers },
          (incoming) => {
            incoming.resume();
            incoming.on('end', () => resolve(incoming.statusCode ?? 0));
          },
        );
        outgoing.on('error', reject);
        outgoing.end(body);
      });
    const failures: string[] = [];
    for (const { method, path } of operations) {
      for (const { name, headers, body } of BODIES) {
        const status = await send(
          method,
          path,
          { ...headers, ...(who === 'reader' ? { authorization: `Bearer ${reader.jwt}` } : {}) },
          method === 'DELETE' ? undefined : body,
        );
        if (status >= 500) failures.push(`${method} ${path} with ${name}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
