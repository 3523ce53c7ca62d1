/**
 * Serializes Strapi's nested query parameters the way Strapi (qs) parses them:
 * `{ filters: { author: { documentId: { $eq: 'x' } } }, sort: ['createdAt:desc'] }` becomes
 * `filters[author][documentId][$eq]=x&sort[0]=createdAt:desc`. Undefined and null values are left out.
 */
export function serializeStrapiQuery(query: Record<string, unknown> | undefined): string {
  const parts: string[] = [];
  const walk = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) walk(`${key}[${index}]`, item);
    } else if (typeof value === 'object') {
      for (const [child, nested] of Object.entries(value)) walk(`${key}[${child}]`, nested);
    } else {
      parts.push(
        `${encodeURIComponent(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`,
      );
    }
  };
  for (const [key, value] of Object.entries(query ?? {})) walk(key, value);
  return parts.join('&');
}
