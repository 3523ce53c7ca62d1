/**
 * The contract's operations and query parameters (openapi/cms.yaml), walked for the generated
 * guard tests (query-guard.test.ts, query-forms.test.ts): valid query keys and values per schema.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: Schema[];
  anyOf?: Schema[];
  properties?: Record<string, Schema>;
  items?: Schema;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  'x-katha-roles'?: string[];
}
export interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  schema: Schema;
  'x-katha-roles'?: string[];
}
export interface Spec {
  paths: Record<string, Record<string, { parameters?: Parameter[] }> & { parameters?: Parameter[] }>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, Schema> };
}

export const contract = parse(
  readFileSync(new URL('../../../openapi/cms.yaml', import.meta.url), 'utf8'),
) as Spec;

export const resolveSchema = (schema: Schema): { schema: Schema; name?: string } => {
  if (!schema.$ref) return { schema };
  const name = schema.$ref.split('/').pop()!;
  return { schema: contract.components.schemas[name]!, name };
};

/** One valid `key=value` group per leaf of a schema (array items kept together). */
export const leaves = (raw: Schema, prefix: string, stack: string[] = [], first = false): string[][] => {
  const { schema, name } = resolveSchema(raw);
  if (name && stack.includes(name) && !first) return leaves(raw, prefix, stack, true);
  const inner = name ? [...stack, name] : stack;
  const branches = schema.oneOf ?? schema.anyOf;
  if (branches) {
    const object = branches.find((branch) => resolveSchema(branch).schema.properties);
    return leaves(object ?? branches[0]!, prefix, inner, first);
  }
  if (schema.properties) {
    const out: string[][] = [];
    for (const [key, child] of Object.entries(schema.properties)) {
      const found = leaves(child, `${prefix}[${key}]`, inner, first);
      out.push(...found);
      if (first && found.length) return out.slice(0, 1);
    }
    return out;
  }
  if (schema.type === 'array' && schema.items) {
    const count = Math.max(1, schema.minItems ?? 1);
    const items = Array.from(
      { length: count },
      (_, index) => leaves(schema.items!, `${prefix}[${index}]`, inner, true)[0] ?? [],
    );
    return [items.flat()];
  }
  const value =
    schema.const ??
    schema.enum?.[0] ??
    (schema.type === 'integer' || schema.type === 'number'
      ? (schema.minimum ?? 1)
      : schema.type === 'boolean'
        ? true
        : 'x');
  return [[`${prefix}=${encodeURIComponent(String(value))}`]];
};

const parameterOf = (parameter: Parameter): Parameter =>
  parameter.$ref ? contract.components.parameters[parameter.$ref.split('/').pop()!]! : parameter;

export const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  (['get', 'post', 'put', 'delete', 'patch'] as const)
    .filter((method) => item[method])
    .map((method) => ({
      method: method.toUpperCase(),
      path,
      query: [...(item.parameters ?? []), ...(item[method]!.parameters ?? [])]
        .map(parameterOf)
        .filter((parameter) => parameter.in === 'query'),
    })),
);

export const concrete = (path: string) =>
  path
    .replace('{provider}', 'google')
    .replace(/\{(id|commentId)\}/g, '1')
    .replace(/\{[^}]+\}/g, 'x0guard0x');
