import fs from 'node:fs';
import path from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import { parse } from 'yaml';
import { type AnswerShape, answerModel } from './answer-cost';

/**
 * The API contract (`openapi/cms.yaml`) as the server enforces it: every `/api` call is matched to
 * one of its operations (method and path) and its query is validated against that operation's
 * query parameters. The contract is the allow-list: what it does not list does not exist (404) or
 * is refused (400). Vendor extensions carry the rules JSON Schema cannot say:
 * - `x-katha-roles: [role types]` on a parameter: only callers with one of these roles may send it;
 * - `x-katha-own-profile: true` on a populate schema: the populated profiles are narrowed to the
 *   caller's own profile (none for anonymous callers), whatever filter the query gives;
 * - `x-katha-own-data: true` on an operation: its answer is the caller's own data (a session, the
 *   caller's own records), so the emails it carries are theirs and stay in the answer.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const SPEC_ID = 'cms.yaml';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: unknown;
  'x-katha-roles'?: string[];
  $ref?: string;
}

type OperationObject = {
  parameters?: Parameter[];
  responses?: Record<string, never>;
  operationId?: string;
  'x-katha-own-data'?: boolean;
};

type Spec = {
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components: { parameters?: Record<string, Parameter>; schemas?: Record<string, { type?: unknown }> };
};

export interface ContractOperation {
  method: string;
  /** The contract's path (without `/api`), e.g. `/articles/{documentId}`. */
  path: string;
  operationId?: string;
  pattern: RegExp;
  params: number;
  /** The query parameters, `$ref`s resolved. */
  query: Parameter[];
  ownData: boolean;
  /** The query parameters the contract takes as a list (`sort`, `fields`): Strapi splits a comma list there. */
  lists: string[];
  /** What its answer holds, for the cost model (src/utils/answer-cost.ts); paged only with a page size. */
  answer?: AnswerShape;
  validate: ValidateFunction;
}

/** What the `x-katha-own-profile` keyword narrows populated profiles to, set for each validation. */
export interface Caller {
  /** The role type: `public` for anonymous callers. */
  role: string;
  userId?: number;
  email?: string;
  profileDocumentId?: string;
}

let currentCaller: Caller = { role: 'public' };
let narrowedAny = false;

/** A filter no row matches (anonymous callers have no profile). */
const NOTHING = { id: { $null: true } };

/** The contract file: beside the CMS (a deployed copy) or in the repository. */
export const contractPath = (cmsDir: string): string => {
  const candidates = [
    process.env.KATHA_CONTRACT_PATH,
    path.join(cmsDir, 'openapi', 'cms.yaml'),
    path.resolve(cmsDir, '..', '..', 'openapi', 'cms.yaml'),
  ].filter((file): file is string => Boolean(file));
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`The API contract was not found (looked in ${candidates.join(', ')})`);
  return found;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
/** A JSON pointer (RFC 6901) to a place in the contract. */
export const pointer = (...parts: string[]) =>
  parts.map((part) => part.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export interface Contract {
  operations: ContractOperation[];
  /** The operation of a method and a path below `/api` (HEAD reads as GET), or undefined. */
  match(method: string, apiPath: string): ContractOperation | undefined;
  /**
   * Validates (and, for `x-katha-own-profile`, narrows; for a page past the answer bound, sets the
   * page size that fits) a copy of the query; the first error, if any.
   */
  check(
    operation: ContractOperation,
    query: unknown,
    caller: Caller,
  ): { query: unknown; error?: string; narrowed?: boolean };
}

/** `/populate/author/populate` → `populate[author][populate]`. */
const keyOf = (instancePath: string, extra?: string): string => {
  const parts = instancePath.split('/').slice(1);
  if (extra !== undefined) parts.push(extra);
  const [first, ...rest] = parts.map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  return `${first ?? ''}${rest.map((part) => `[${part}]`).join('')}`;
};

/** The clearest of ajv's errors: an unknown key first (the deepest), else the deepest other error. */
const explain = (errors: ErrorObject[]): string => {
  const unknown = errors
    .filter((error) => error.keyword === 'additionalProperties')
    .sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
  if (unknown) {
    const key = keyOf(
      unknown.instancePath,
      (unknown.params as { additionalProperty: string }).additionalProperty,
    );
    return `Query parameter "${key}" is not allowed here`;
  }
  const deepest =
    errors
      .filter((error) => !['oneOf', 'anyOf', 'if'].includes(error.keyword))
      .sort((a, b) => b.instancePath.length - a.instancePath.length)[0] ?? errors[0];
  if (!deepest) return 'Invalid query';
  if (deepest.keyword === 'type' && deepest.data && typeof deepest.data === 'object') {
    const expected = String((deepest.params as { type: string | string[] }).type);
    if (!/array|object/.test(expected))
      return `Query parameter "${keyOf(deepest.instancePath)}" takes one value, not a list, an object or a repeated key`;
  }
  if (deepest.keyword === 'pattern')
    return `Query parameter "${keyOf(deepest.instancePath)}" has a forbidden character`;
  if (deepest.keyword === 'required') {
    const missing = (deepest.params as { missingProperty: string }).missingProperty;
    return `Query parameter "${keyOf(deepest.instancePath, missing)}" is required`;
  }
  return `Query parameter "${keyOf(deepest.instancePath)}" ${deepest.message ?? 'is invalid'}`;
};

/** `defaultPageSize`: the page size of a paged answer whose query gives none (Strapi's `defaultLimit`). */
export const loadContract = (file: string, { defaultPageSize = 10 } = {}): Contract => {
  const spec = parse(fs.readFileSync(file, 'utf8')) as Spec;
  const model = answerModel(spec as never);
  // Query strings are text: numbers and booleans are read from it, but never a list as one value
  // (`coerceTypes: 'array'` took `status[0]=draft` for `status=draft`, while Strapi ran the list).
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes: true, verbose: true });
  ajv.addKeyword({
    keyword: 'x-katha-own-profile',
    modifying: true,
    schemaType: 'boolean',
    validate: (
      on: boolean,
      data: unknown,
      _schema?: unknown,
      context?: { parentData: unknown; parentDataProperty: string | number },
    ) => {
      if (!on || !context || data === undefined || data === false || data === 'false') return true;
      const kept =
        data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
      const own = currentCaller.profileDocumentId
        ? { documentId: { $eq: currentCaller.profileDocumentId } }
        : NOTHING;
      (context.parentData as Record<string | number, unknown>)[context.parentDataProperty] = {
        ...kept,
        filters: own,
      };
      narrowedAny = true;
      return true;
    },
  });
  ajv.addSchema(spec, SPEC_ID);

  const resolve = (parameter: Parameter): { parameter: Parameter; ref: string } | undefined => {
    if (!parameter.$ref) return undefined;
    const name = parameter.$ref.split('/').pop()!;
    const found = spec.components.parameters?.[name];
    if (!found) throw new Error(`Unknown parameter ${parameter.$ref}`);
    return { parameter: found, ref: `${SPEC_ID}#/${pointer('components', 'parameters', name)}/schema` };
  };

  const isList = (schema: unknown): boolean => {
    const { $ref, type } = (schema ?? {}) as { $ref?: string; type?: unknown };
    return $ref ? spec.components.schemas?.[$ref.split('/').pop()!]?.type === 'array' : type === 'array';
  };

  const operations: ContractOperation[] = Object.entries(spec.paths)
    .flatMap(([apiPath, item]) =>
      METHODS.filter((method) => item[method]).map((method) => {
        const operation = item[method] as OperationObject;
        const where = (list: 'path' | 'operation', index: number) =>
          list === 'path'
            ? `${SPEC_ID}#/${pointer('paths', apiPath, 'parameters', String(index))}/schema`
            : `${SPEC_ID}#/${pointer('paths', apiPath, method, 'parameters', String(index))}/schema`;
        const all = [
          ...(item.parameters ?? []).map((parameter, index) => ({ parameter, ref: where('path', index) })),
          ...(operation.parameters ?? []).map((parameter, index) => ({
            parameter,
            ref: where('operation', index),
          })),
        ].map((entry) => resolve(entry.parameter) ?? entry);
        const query = all.filter((entry) => entry.parameter.in === 'query');
        const schema = {
          type: 'object',
          additionalProperties: false,
          properties: Object.fromEntries(query.map((entry) => [entry.parameter.name, { $ref: entry.ref }])),
          required: query.filter((entry) => entry.parameter.required).map((entry) => entry.parameter.name),
        };
        return {
          method: method.toUpperCase(),
          path: apiPath,
          operationId: operation.operationId,
          pattern: new RegExp(
            `^${apiPath
              .split(/\{[^}]+\}/)
              .map(escapeRegExp)
              .join('[^/]+')}$`,
          ),
          params: (apiPath.match(/\{/g) ?? []).length,
          query: query.map((entry) => entry.parameter),
          ownData: operation['x-katha-own-data'] === true,
          lists: query.filter((entry) => isList(entry.parameter.schema)).map((entry) => entry.parameter.name),
          answer: ((shape) =>
            shape && (!shape.page || query.some((entry) => entry.parameter.name === 'pagination'))
              ? shape
              : undefined)(model.shapeOf(operation)),
          validate: ajv.compile(schema),
        };
      }),
    )
    // literal paths before templated ones (/articles/trending before /articles/{documentId})
    .sort((a, b) => a.params - b.params);

  return {
    operations,
    match(method, apiPath) {
      const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
      return operations.find((operation) => operation.method === verb && operation.pattern.test(apiPath));
    },
    check(operation, query, caller) {
      const copy = structuredClone(query ?? {});
      for (const parameter of operation.query) {
        const roles = parameter['x-katha-roles'];
        if (
          roles &&
          (copy as Record<string, unknown>)[parameter.name] !== undefined &&
          !roles.includes(caller.role)
        ) {
          return { query: copy, error: `Query parameter "${parameter.name}" is not allowed for your role` };
        }
      }
      currentCaller = caller;
      narrowedAny = false;
      try {
        if (!operation.validate(copy))
          return { query: copy, error: explain(operation.validate.errors ?? []) };
        const cost = operation.answer
          ? model.check(operation.answer, copy as Record<string, unknown>, defaultPageSize)
          : {};
        if (cost.error) return { query: copy, error: cost.error };
        if (cost.pageSize) {
          // The page size asked (or the default one) could pass the bound: the page that fits.
          const paged = copy as { pagination?: Record<string, unknown> };
          paged.pagination = { ...paged.pagination, pageSize: cost.pageSize };
          return { query: copy, narrowed: true };
        }
        return { query: copy, narrowed: narrowedAny };
      } finally {
        currentCaller = { role: 'public' };
        narrowedAny = false;
      }
    },
  };
};
