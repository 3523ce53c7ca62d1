/**
 * Issue 28 finding 5: a contract-valid query cannot ask for an answer past the bound (1 MB, the
 * attack suite's MAX_BYTES). Generated from the contract: every paged route at its largest page size
 * with everything its populate allows answers within the bound (at the page size that fits). The
 * data: long articles (bodies near the contract's 100,000 characters) with a translation each, so
 * the old unbounded answer passed 1 MB.
 */

import { MAX_BYTES } from '@katha/tools/attack/oracle';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, CEILING_MS, call, createArticle, registerEditor, type TestUser } from './api';
import { operations, resolveSchema, type Schema } from './contract-queries';

const LONG_ARTICLES = 8;
/** About 95,000 characters of paragraphs. */
const LONG_BODY = `<p>${'The river rose over the old stones while the town slept. '.repeat(40)}</p>`.repeat(
  40,
);

/** A writer: every route's caller (insights and revenues are writers' own). */
let writer: TestUser;

beforeAll(async () => {
  writer = await registerEditor('boundsw');
  for (let index = 0; index < LONG_ARTICLES; index++) {
    const created = await createArticle(writer, { body: LONG_BODY });
    expect(created.status).toBe(201);
    const translated = await api.put(
      `/articles/${created.body.data.documentId}?locale=hi-IN`,
      { data: { title: `लंबी कहानी ${index}`, body: LONG_BODY } },
      writer.jwt,
    );
    expect(translated.status).toBe(200);
  }
}, CEILING_MS);

/** Everything a populate schema allows: each relation with all its fields and what it may populate. */
const everything = (raw: Schema): Record<string, unknown> => {
  const { schema } = resolveSchema(raw);
  return Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([key, child]) => {
      const branches = (resolveSchema(child).schema.oneOf ?? []).map(
        (branch) => resolveSchema(branch).schema,
      );
      const nested = branches.find((branch) => branch.properties?.populate)?.properties?.populate;
      return [key, nested ? { populate: everything(nested) } : true];
    }),
  );
};

/** `populate[a][populate][b]=true` for an object. */
const serialize = (value: unknown, prefix: string): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, child]) => serialize(child, `${prefix}[${key}]`))
    : [`${prefix}=${String(value)}`];

const pagedRoutes = operations
  .filter((operation) => operation.method === 'GET')
  .flatMap((operation) => {
    const pagination = operation.query.find((parameter) => parameter.name === 'pagination');
    const pageSize = pagination && resolveSchema(pagination.schema).schema.properties?.pageSize;
    if (!pageSize?.maximum || operation.query.some((parameter) => parameter.required)) return [];
    const populate = operation.query.find((parameter) => parameter.name === 'populate');
    return [
      {
        operation,
        maximum: pageSize.maximum,
        populate: populate ? serialize(everything(populate.schema), 'populate') : [],
      },
    ];
  });

describe('the worst contract-valid query answers within the bound', () => {
  it('was generated from the contract', () => {
    expect(pagedRoutes.map((route) => route.operation.path)).toEqual(
      expect.arrayContaining(['/articles', '/articles/trending', '/articles/bookmarked', '/profiles']),
    );
  });

  for (const { operation, maximum, populate } of pagedRoutes) {
    it(`GET ${operation.path}: ${maximum} a page with every populate`, async () => {
      const send = (pageSize: number) =>
        call('GET', `/api${operation.path}?${[`pagination[pageSize]=${pageSize}`, ...populate].join('&')}`, {
          token: writer.jwt,
        });
      const bytes = (body: unknown) => Buffer.byteLength(JSON.stringify(body ?? null));
      const worst = await send(maximum);
      // Within the bound, at the page size that fits, or refused when not even one item fits.
      if (worst.status === 400) return;
      expect(worst.status, JSON.stringify(worst.body).slice(0, 300)).toBe(200);
      expect(bytes(worst.body), operation.path).toBeLessThanOrEqual(MAX_BYTES);
    });
  }

  it('answers a page past the bound at the page size that fits', async () => {
    const reply = await api.get(
      '/articles?populate[localizations]=true&pagination[pageSize]=200',
      writer.jwt,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.meta.pagination.pageSize).toBeLessThan(10);
  });

  it('answers a query that names no page size with the page that fits', async () => {
    const reply = await api.get('/articles?populate[localizations]=true', writer.jwt);
    expect(reply.status).toBe(200);
    expect(reply.body.meta.pagination.pageSize).toBeLessThan(10);
    expect(Buffer.byteLength(JSON.stringify(reply.body))).toBeLessThanOrEqual(MAX_BYTES);
  });

  it('refuses a body past the contract’s 100,000 characters', async () => {
    const created = await createArticle(writer, { body: `<p>${'a'.repeat(100_001)}</p>` });
    expect(created.status).toBe(400);
    // The write page's own message names the limit (apps/web use-draft-saving.ts).
    expect(created.body.error.details).toEqual({ maxLength: 100_000, key: 'web-write.bodyTooLong' });
  });
});
