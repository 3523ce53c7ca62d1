/**
 * The contract: every response the SDK receives is checked against openapi/cms.yaml (ajv, JSON Schema
 * 2020-12 as OpenAPI 3.1 uses it), and every path and method called is recorded for the coverage report.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { type ContractOperation, loadContract, pointer } from '../../apps/cms/src/utils/contract.js';

const SPEC_ID = 'cms.yaml';
const SPEC_FILE = fileURLToPath(new URL('../../openapi/cms.yaml', import.meta.url));

type Responses = Record<string, { $ref?: string; content?: Record<string, unknown> }>;
type OperationObject = {
  requestBody?: { content?: Record<string, unknown> };
  responses: Responses;
};

export interface Mismatch {
  call: string;
  status: number;
  problem: string;
}

type Spec = {
  paths: Record<string, Record<string, unknown>>;
  components: { responses: Record<string, { content?: Record<string, unknown> }> };
};

const spec = parse(readFileSync(SPEC_FILE, 'utf8')) as Spec;
/** Operations matched to calls exactly as the CMS's query guard matches them (one implementation). */
const contract = loadContract(SPEC_FILE);

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(spec, SPEC_ID);

const operationObject = (op: ContractOperation) =>
  spec.paths[op.path]![op.method.toLowerCase()] as OperationObject;

/** Every operation of the spec, as `METHOD path`. */
export const specOperations = contract.operations.map((op) => `${op.method} ${op.path}`);

const validators = new Map<string, ValidateFunction>();
function compiled(ref: string): ValidateFunction {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  return validate;
}

function validatorFor(op: ContractOperation, status: number): ValidateFunction | string {
  const key = String(status);
  const { responses } = operationObject(op);
  const declared = responses[key] ?? responses.default;
  if (!declared) return `status ${status} is not declared`;
  const where = declared.$ref
    ? pointer('components', 'responses', declared.$ref.split('/').pop()!)
    : pointer('paths', op.path, op.method.toLowerCase(), 'responses', responses[key] ? key : 'default');
  const response = declared.$ref ? spec.components.responses[declared.$ref.split('/').pop()!]! : declared;
  if (!response.content?.['application/json']) return `status ${status} declares no JSON body`;
  return compiled(`${SPEC_ID}#/${where}/content/${pointer('application/json')}/schema`);
}

export const covered = new Set<string>();
/** Mismatches not yet reported (the suite takes them after each test). */
export const mismatches: Mismatch[] = [];
let checkedResponses = 0;
let mismatchCount = 0;

/**
 * Checks one call against the spec: its operation, the JSON body sent (when the operation takes one), the
 * status and the body of the answer.
 */
export function check(method: string, pathname: string, sent: unknown, status: number, body: unknown): void {
  const op = contract.match(method, pathname);
  const call = `${method} ${pathname}`;
  if (!op) {
    report({ call, status, problem: 'no operation of the spec matches this call' });
    return;
  }
  covered.add(`${op.method} ${op.path}`);
  if (operationObject(op).requestBody?.content?.['application/json'] && sent !== undefined) {
    const validateRequest = compiled(
      `${SPEC_ID}#/${pointer('paths', op.path, op.method.toLowerCase(), 'requestBody', 'content', 'application/json', 'schema')}`,
    );
    if (!validateRequest(sent))
      report({ call, status, problem: `request body: ${explain(validateRequest.errors ?? [])}` });
  }
  checkedResponses++;
  const validate = validatorFor(op, status);
  if (typeof validate === 'string') {
    report({ call, status, problem: validate });
  } else if (!validate(body)) {
    report({ call, status, problem: explain(validate.errors ?? []) });
  }
}

/** Ajv's errors, once each, with the unexpected property named and array indexes folded. */
function explain(errors: NonNullable<ValidateFunction['errors']>): string {
  const lines = errors.map((error) => {
    const extra = (error.params as { additionalProperty?: string }).additionalProperty;
    return `${error.instancePath.replace(/\/\d+(?=\/|$)/g, '/*') || '(body)'} ${error.message}${extra ? ` '${extra}'` : ''}`;
  });
  return [...new Set(lines)].join('; ');
}

function report(mismatch: Mismatch) {
  mismatchCount++;
  mismatches.push(mismatch);
}

/**
 * A fetch that answers as the real one and checks every answer against the spec on the way.
 * `apiPath` is the path of the API base (`/api`), cut from the URL before matching the spec's paths.
 */
export function contractFetch(apiPath: string) {
  return async (request: Request): Promise<Response> => {
    const json = request.headers.get('Content-Type')?.startsWith('application/json');
    const sent: unknown = json ? JSON.parse((await request.clone().text()) || 'null') : undefined;
    const response = await fetch(request);
    const text = await response.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const pathname = decodeURIComponent(new URL(request.url).pathname).slice(apiPath.length);
    check(request.method, pathname, sent, response.status, body);
    return response;
  };
}

/** The coverage report: which operations of the spec the suite called. */
export function coverageReport(): { lines: string[]; missing: string[] } {
  const missing = specOperations.filter((op) => !covered.has(op));
  const lines = [
    `contract coverage: ${specOperations.length - missing.length}/${specOperations.length} operations of openapi/cms.yaml, ${checkedResponses} responses validated, ${mismatchCount} mismatches`,
    ...specOperations.map((op) => `  ${covered.has(op) ? '✓' : '✗'} ${op}`),
  ];
  return { lines, missing };
}
