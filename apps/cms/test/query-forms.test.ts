/**
 * Issue 28 finding 2: the query guard checks each query in the shape Strapi parses it (its qs, with
 * `strapi::query`'s options), so a list, an object or a repeated key never passes for the one value a
 * parameter takes: `status[0]=draft` read another editor's drafts. Generated from the contract: every
 * scalar a query parameter holds, at any depth, sent as a list, an object and a repeated key.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, CEILING_MS, call, createArticle, type Reply, registerEditor, type TestUser } from './api';
import { concrete, leaves, operations } from './contract-queries';

let writer: TestUser;
let otherWriter: TestUser;
let draft: { documentId: string; title: string };

beforeAll(async () => {
  [writer, otherWriter] = await Promise.all([registerEditor('formsw'), registerEditor('formso')]);
  draft = (await createArticle(writer, {}, '?status=draft')).body.data;
  expect(draft?.documentId).toBeTruthy();
}, 120_000);

/** The other ways qs spells one value as more than one: a list, an indexed list, a repeated key, an object. */
const spellings = (key: string, value: string) => [
  `${key}[0]=${value}`,
  `${key}[]=${value}`,
  `${key}=${value}&${key}=${value}`,
  `${key}[$eq]=${value}`,
  `${key}[101]=${value}`,
];

describe("drafts stay their author's whatever the spelling of status", () => {
  const ids = (reply: Reply) =>
    (Array.isArray(reply.body?.data) ? reply.body.data : [reply.body?.data])
      .filter(Boolean)
      .map((article: { documentId: string }) => article.documentId);

  it("refuses the finding's array forms, and no form answers another editor's draft", async () => {
    const forms = [
      ...spellings('status', 'draft'),
      'status=published&status=draft',
      'status',
      'status=',
      'status=draft,published',
    ];
    for (const form of forms) {
      for (const path of [
        `/articles?${form}&pagination[pageSize]=200&fields[0]=title`,
        `/articles/${draft.documentId}?${form}`,
      ]) {
        const reply = await api.get(path, otherWriter.jwt);
        expect(reply.status, path).toBe(400);
        expect(reply.body.error.message, path).toContain('"status');
        expect(ids(reply), path).not.toContain(draft.documentId);
      }
    }
  });

  it('still reads drafts for their author, and refuses them to another editor', async () => {
    const own = await api.get('/articles?status=draft&pagination[pageSize]=200&fields[0]=title', writer.jwt);
    expect(ids(own)).toContain(draft.documentId);
    expect((await api.get(`/articles/${draft.documentId}?status=draft`, writer.jwt)).status).toBe(200);
    const theirs = await api.get(
      '/articles?status=draft&pagination[pageSize]=200&fields[0]=title',
      otherWriter.jwt,
    );
    expect(theirs.status).toBe(200);
    expect(ids(theirs)).not.toContain(draft.documentId);
    expect((await api.get(`/articles/${draft.documentId}?status=draft`, otherWriter.jwt)).status).toBe(404);
  });
});

describe('every scalar of every query parameter takes one value', () => {
  const cases = operations.flatMap((operation) => {
    const required = operation.query.filter((parameter) => parameter.required);
    return operation.query.flatMap((parameter) => {
      const rest = required
        .filter((other) => other.name !== parameter.name)
        .map((other) => leaves(other.schema, other.name, [], true)[0]!.join('&'));
      // A leaf's group holds the items of its array (`$between`'s two): the others are sent valid.
      return leaves(parameter.schema, parameter.name).flatMap((group) =>
        group.map((leaf) => {
          const at = leaf.indexOf('=');
          return {
            operation,
            writer: Boolean(parameter['x-katha-roles']),
            key: leaf.slice(0, at),
            value: leaf.slice(at + 1),
            rest: [...rest, ...group.filter((other) => other !== leaf)],
          };
        }),
      );
    });
  });

  it('was generated from the contract', () => {
    expect(cases.length).toBeGreaterThan(200);
    for (const name of ['status', 'locale', 'pagination[pageSize]', 'sort[0]', 'fields[0]', 'username'])
      expect(
        cases.some((each) => each.key === name),
        name,
      ).toBe(true);
  });

  it(
    'refuses each one as a list, an object or a repeated key, naming it',
    async () => {
      const failures: string[] = [];
      const queue = cases.flatMap((each) =>
        spellings(each.key, each.value).map((form) => ({ ...each, form })),
      );
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const { operation, key, form, rest } = next;
          const path = `/api${concrete(operation.path)}?${[...rest, form].join('&')}`;
          const reply = await call(operation.method, path, { token: next.writer ? writer.jwt : undefined });
          const message: string = reply.body?.error?.message ?? '';
          if (reply.status !== 400 || !message.includes(`"${key}`))
            failures.push(`${operation.method} ${path}: ${reply.status} ${message}`);
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      expect(failures.slice(0, 20), `${failures.length} forms passed`).toEqual([]);
    },
    CEILING_MS,
  );
});
