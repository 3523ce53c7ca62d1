/**
 * What an answer can weigh, from the contract (`openapi/cms.yaml`), before the query runs: a valid
 * query's shape is bounded by its schemas, its cost by this model. An item weighs what its entity
 * schema lets it hold: each text its `maxLength` (3 bytes a character: Devanagari and Kannada are 3
 * in UTF-8) or its `x-katha-bytes`, other values a fixed figure; the fields asked for (all without
 * `fields`); and each populated relation, once for a to-one and `maxItems` times for a to-many. A
 * page weighs its page size times that. The figures and the ceiling are the contract's root
 * `x-katha-answer-bounds`. Past the ceiling a page is answered at the page size that fits (the
 * answer's meta.pagination says which); a query not even one item of which fits is refused. A
 * to-many relation the contract does not bound counts once.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  enum?: unknown[];
  maxLength?: number;
  maxItems?: number;
  default?: unknown;
  'x-katha-bytes'?: number;
};

export interface AnswerBounds {
  /** The most one answer may hold (bytes of JSON). */
  bytes: number;
  /** A text the contract does not bound. */
  text: number;
  /** A number, boolean, date, enum or null. */
  value: number;
}

interface Spec {
  components: {
    schemas?: Record<string, Schema>;
    responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  };
  'x-katha-answer-bounds'?: AnswerBounds;
}

/** What an operation answers: one item or a page of items of an entity schema. */
export interface AnswerShape {
  entity: string;
  page: boolean;
}

const UTF8 = 3;
const name = (ref: string) => ref.split('/').pop()!;

export const answerModel = (spec: Spec) => {
  const schemas = spec.components.schemas ?? {};
  const bounds = spec['x-katha-answer-bounds'];
  const resolve = (schema: Schema): Schema => (schema.$ref ? (schemas[name(schema.$ref)] ?? {}) : schema);

  /** The entity a property points at (an item with an `id`), and whether it is a list of them. */
  const relationOf = (schema: Schema): { entity: string; many: boolean; maxItems?: number } | undefined => {
    const entity = (ref?: string) => (ref && schemas[name(ref)]?.properties?.id ? name(ref) : undefined);
    if (schema.type === 'array' && schema.items) {
      const target = entity(schema.items.$ref);
      return target ? { entity: target, many: true, maxItems: schema.maxItems } : undefined;
    }
    const target = entity(schema.$ref ?? schema.oneOf?.find((branch) => branch.$ref)?.$ref);
    return target ? { entity: target, many: false } : undefined;
  };

  /** The most a value of this schema weighs in JSON. */
  const valueBytes = (raw: Schema, depth = 0): number => {
    if (!bounds) return 0;
    if (raw['x-katha-bytes'] !== undefined) return raw['x-katha-bytes'];
    const schema = resolve(raw);
    if (schema['x-katha-bytes'] !== undefined) return schema['x-katha-bytes'];
    if (schema.oneOf) return Math.max(...schema.oneOf.map((branch) => valueBytes(branch, depth)));
    if (schema.properties && depth < 4)
      return Object.entries(schema.properties).reduce(
        (sum, [key, child]) => sum + key.length + 4 + valueBytes(child, depth + 1),
        2,
      );
    if (schema.type === 'array' && schema.items)
      return (schema.maxItems ?? 1) * (valueBytes(schema.items, depth + 1) + 1) + 2;
    const types = [schema.type ?? []].flat();
    if (schema.enum) return Math.max(...schema.enum.map((value) => JSON.stringify(value).length));
    if (types.includes('string') && schema.maxLength !== undefined) return schema.maxLength * UTF8 + 2;
    if (types.includes('string') && !('format' in schema)) return bounds.text;
    return bounds.value;
  };

  /** One item of `entity` with these `fields` and `populate` (as the guard validated them). */
  const itemBytes = (entity: string, fields: unknown, populate: unknown): number => {
    const properties = schemas[entity]?.properties ?? {};
    const asked = Array.isArray(fields) ? new Set(['id', 'documentId', ...fields.map(String)]) : undefined;
    const populated =
      populate && typeof populate === 'object' ? (populate as Record<string, unknown>) : undefined;
    let sum = 2;
    for (const [key, schema] of Object.entries(properties)) {
      const relation = relationOf(schema);
      const wanted = populated?.[key];
      if (relation) {
        if (wanted === undefined || wanted === false || wanted === 'false') continue;
        const inner = wanted && typeof wanted === 'object' ? (wanted as Record<string, unknown>) : {};
        const count = relation.many ? (relation.maxItems ?? 1) : 1;
        sum += key.length + 4 + count * (itemBytes(relation.entity, inner.fields, inner.populate) + 1);
      } else if (!asked || asked.has(key)) sum += key.length + 4 + valueBytes(schema);
    }
    return sum;
  };

  /** What an operation's success answer holds, from its 200 or 201 response. */
  const shapeOf = (operation: { responses?: Record<string, Schema & { $ref?: string }> }) => {
    const response = operation.responses?.['200'] ?? operation.responses?.['201'];
    if (!response) return undefined;
    const body = response.$ref
      ? spec.components.responses?.[name(response.$ref)]?.content?.['application/json']?.schema
      : (response as { content?: Record<string, { schema?: Schema }> }).content?.['application/json']?.schema;
    if (!body) return undefined;
    const data = resolve(body).properties?.data ?? body;
    const list = resolve(data);
    const item = list.type === 'array' ? list.items : data;
    const entity = item?.$ref && name(item.$ref);
    if (!entity || !schemas[entity]?.properties?.id) return undefined;
    return { entity, page: list.type === 'array' } satisfies AnswerShape;
  };

  return {
    shapeOf,
    /**
     * Past the ceiling: the page size that fits (a page without a page size counts at
     * `defaultPageSize`, Strapi's `defaultLimit`), or the refusal's message when not even one item
     * fits; else nothing.
     */
    check(
      shape: AnswerShape,
      query: Record<string, unknown>,
      defaultPageSize: number,
    ): { error?: string; pageSize?: number } {
      if (!bounds) return {};
      const item = itemBytes(shape.entity, query.fields, query.populate);
      const asked = (query.pagination as { pageSize?: unknown } | undefined)?.pageSize;
      const pageSize = shape.page ? Number(asked ?? defaultPageSize) : 1;
      const total = pageSize * item + 200;
      if (total <= bounds.bytes) return {};
      const fits = Math.floor((bounds.bytes - 200) / item);
      if (fits >= 1 && shape.page) return { pageSize: fits };
      return {
        error: `This query can answer up to ${total} bytes, past the ${bounds.bytes} an answer may hold: populate or select less`,
      };
    },
  };
};
