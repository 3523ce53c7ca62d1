// The attack suite's second round (issue 28, "Also"): the kinds of attack that are not a query on a
// GET route, generated like the first round's (probes.mjs) from the running CMS's route list and
// the contract (openapi/cms.yaml), so every route and every query key is tried, not only the
// issue's examples:
// - every route spelled otherwise (trailing slash, doubled or encoded separators, an encoded dot
//   segment, an encoded letter, other case): routed exactly like its canonical spelling, or a 404;
// - array and object forms of every query key the contract lists (`k[0]=v`, `k[]=v`, `k=a&k=b`,
//   `k[$eq]=v`, `k[x]=v`): never more rows than the scalar form (or no key) gives the same caller;
// - CORS from a foreign origin with credentials, on every credentialed route and its preflight.
// Requests go out raw (node:http), so a spelling reaches the server as written (fetch would
// normalise `%2e` and case-fold nothing, but it resolves dot segments).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { CMS_DIR, cmsRequire as require } from '../cms-build.mjs';
import { rowsOf } from './oracle.mjs';
import { CLASSES } from './probes.mjs';

// ---------------------------------------------------------------------------------------------
// Sending

/**
 * Sends probes `{ url, method?, headers?, body?, role }` with a small concurrency, the path exactly
 * as written; `tokens[role]` a bearer token (`credentials(token)` the headers that carry it).
 * Resolves to `{ probe, status, ms, bytes, body, headers }` (body parsed when JSON).
 */
export const sendRaw = async (
  base,
  probes,
  tokens = {},
  { concurrency = 8, credentials = (token) => ({ authorization: `Bearer ${token}` }) } = {},
) => {
  const { hostname, port } = new URL(base);
  const results = new Array(probes.length);
  let next = 0;
  const one = (probe) =>
    new Promise((resolve) => {
      const payload =
        probe.body === undefined
          ? undefined
          : Buffer.isBuffer(probe.body)
            ? probe.body
            : Buffer.from(JSON.stringify(probe.body));
      const started = performance.now();
      const request = http.request(
        {
          hostname,
          port,
          path: probe.url,
          method: probe.method ?? 'GET',
          headers: {
            ...(payload && !Buffer.isBuffer(probe.body) ? { 'content-type': 'application/json' } : {}),
            ...(payload ? { 'content-length': payload.length } : {}),
            ...(tokens[probe.role] ? credentials(tokens[probe.role]) : {}),
            ...probe.headers,
          },
          timeout: 60_000,
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let body = text;
            try {
              body = JSON.parse(text);
            } catch {
              // not JSON
            }
            resolve({
              probe,
              status: response.statusCode ?? 0,
              ms: performance.now() - started,
              bytes: Buffer.byteLength(text),
              body,
              headers: response.headers,
            });
          });
        },
      );
      const fail = (error) =>
        resolve({
          probe,
          status: 0,
          ms: performance.now() - started,
          bytes: 0,
          body: String(error),
          headers: {},
        });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', fail);
      request.end(payload);
    });
  const worker = async () => {
    while (next < probes.length) {
      const index = next++;
      results[index] = await one(probes[index]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
};

// ---------------------------------------------------------------------------------------------
// Spellings

const hex = (char) => `%${char.charCodeAt(0).toString(16)}`;
/** Applies `change` to the route's fixed segments (not `:params`, not `/api`'s prefix when `skipApi`). */
const fixedSegments = (template, change, skipApi = true) =>
  template
    .split('/')
    .map((segment, index) =>
      !segment || segment.startsWith(':') || /[():*]/.test(segment) || (skipApi && index === 1)
        ? segment
        : change(segment),
    )
    .join('/');

/**
 * Other spellings of a route template (`/api/auth/local`, `/api/articles/:id`): each must route
 * exactly as the template does, or be a 404.
 */
export const SPELLINGS = {
  'trailing slash': (t) => `${t}/`,
  'doubled separator': (t) => t.replace(/\/(?=[^/]*$)/, '//'),
  'doubled leading separator': (t) => `/${t}`,
  'encoded separator': (t) => t.replace(/\/(?=[^/]*$)/, '%2F'),
  'encoded dot segment': (t) => t.replace(/^\/api\//, '/api/%2e/'),
  'encoded letter': (t) => {
    let done = false;
    return fixedSegments(t, (segment) => {
      if (done || !/[a-z]/.test(segment)) return segment;
      done = true;
      return segment.replace(/[a-z]/, hex);
    });
  },
  'other case': (t) => fixedSegments(t, (segment) => segment.toUpperCase(), false),
};

/**
 * Fills a route template's parameters from the seeded records (as probes.mjs's probes do), a
 * wildcard and any parameter without a value with `fallback` (undefined: no URL).
 */
export const fillRoute = (template, uid, params, fallback) => {
  let missing = false;
  const url = template.replace(/\(\.\*\)/g, 'x').replace(/:(\w+)/g, (_match, name) => {
    const value = (name === 'id' ? params.id?.[uid] : params[name]) ?? fallback;
    if (value === undefined) missing = true;
    return encodeURIComponent(String(value)).replace(/%3A/gi, ':');
  });
  return missing ? undefined : url;
};

/** Every spelling of a route, filled: `[[name, url]]`, the canonical one first. */
export const spellRoute = (route, params) =>
  [['canonical', route.path], ...Object.entries(SPELLINGS).map(([name, spell]) => [name, spell(route.path)])]
    .map(([name, template]) => [name, fillRoute(template, route.uid, params, '1')])
    .filter(([, url]) => url);

/**
 * Every GET route × every spelling × one caller of each kind × its plain form and a hostile query
 * (`status=draft&populate=*`, refused or narrowed by the guard): `kind: 'spelling'`, grouped by
 * `group` with the canonical spelling's probe.
 */
export const spellingProbes = ({ routes, params }) => {
  const probes = [];
  let turn = 0;
  for (const route of routes)
    for (const members of CLASSES) {
      const role = members[turn++ % members.length];
      for (const query of ['', 'status=draft&populate=*']) {
        const group = `${role} ${route.path} ${query}`;
        for (const [spelling, url] of spellRoute(route, params))
          probes.push({
            id: probes.length,
            route: route.path,
            role,
            uid: route.uid,
            kind: 'spelling',
            spelling,
            group,
            url: query ? `${url}?${query}` : url,
          });
      }
    }
  return probes;
};

/** A spelling that answers neither 404 nor as its canonical spelling does. */
export const judgeSpellings = (results) => {
  const canonical = new Map();
  for (const result of results)
    if (result.probe.spelling === 'canonical') canonical.set(result.probe.group, result);
  const failures = [];
  for (const result of results) {
    const { probe, status } = result;
    if (!probe.spelling || probe.spelling === 'canonical') continue;
    const reference = canonical.get(probe.group);
    if (!reference || status === 404 || status === reference.status) continue;
    failures.push({
      probe,
      status,
      reason: `${probe.spelling} answers ${status} where the route answers ${reference.status}`,
    });
  }
  return failures;
};

// ---------------------------------------------------------------------------------------------
// Query forms

const loadContract = () => {
  const { parse } = require('yaml');
  const candidates = [
    path.join(CMS_DIR, 'openapi', 'cms.yaml'),
    path.resolve(CMS_DIR, '..', '..', 'openapi', 'cms.yaml'),
  ];
  return parse(
    fs.readFileSync(
      candidates.find((file) => fs.existsSync(file)),
      'utf8',
    ),
  );
};

/** The contract's operations: `[{ method, path, pattern, query: [{ name, schema, style }] }]`, `$ref`s resolved. */
export const contractOperations = (spec = loadContract()) => {
  const deref = (value, seen = 0) => {
    if (!value || typeof value !== 'object' || seen > 20) return value;
    if (typeof value.$ref === 'string')
      return deref(
        value.$ref
          .slice(2)
          .split('/')
          .reduce((node, key) => node?.[key], spec),
        seen + 1,
      );
    return value;
  };
  const operations = [];
  for (const [route, item] of Object.entries(spec.paths ?? {}))
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'delete', 'patch'].includes(method)) continue;
      const query = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
        .map((parameter) => deref(parameter))
        .filter((parameter) => parameter?.in === 'query')
        .map((parameter) => ({ ...parameter, schema: deref(parameter.schema) }));
      const pattern = new RegExp(
        `^/api${route.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`)).replace(/\{[^}]+\}/g, '[^/]+')}$`,
      );
      operations.push({ method: method.toUpperCase(), path: route, pattern, query, deref });
    }
  return operations;
};

/**
 * The scalar keys a query may carry, with a few values: each non-object parameter (`status`,
 * `locale`, `username`...) and each scalar property of an object parameter (`pagination[page]`).
 * Values: the enum's, else an integer past the schema's maximum (the bound a form must not dodge).
 */
const scalarKeys = (operation) => {
  const keys = [];
  const values = (schema) => {
    const s = operation.deref(schema) ?? {};
    const items = operation.deref(s.items);
    if (Array.isArray(s.enum)) return s.enum.map(String);
    if (Array.isArray(items?.enum)) return items.enum.slice(0, 2).map(String);
    if (s.type === 'integer' || s.type === 'number') return [String((s.maximum ?? 1) + 1)];
    if (s.type === 'boolean') return ['true'];
    if (s.type === 'string' || !s.type) return ['a'];
    return [];
  };
  for (const parameter of operation.query) {
    const schema = parameter.schema ?? {};
    if (parameter.style === 'deepObject' && schema.type === 'object' && schema.properties)
      for (const [name, property] of Object.entries(schema.properties)) {
        const list = values(property);
        if (list.length && operation.deref(property)?.type !== 'object')
          keys.push({ key: `${parameter.name}[${name}]`, values: list });
      }
    else if (parameter.style !== 'deepObject') keys.push({ key: parameter.name, values: values(schema) });
  }
  return keys.filter((key) => key.values.length);
};

export const FORMS = {
  'index [0]': (k, v) => `${k}[0]=${v}`,
  'empty index []': (k, v) => `${k}[]=${v}`,
  'repeated key': (k, v, w) => `${k}=${w}&${k}=${v}`,
  'operator [$eq]': (k, v) => `${k}[$eq]=${v}`,
  'object [x]': (k, v) => `${k}[x]=${v}`,
};

/**
 * Every GET route the contract lists × each scalar key of its query × each value × one caller of
 * each kind allowed the route: the route without the key, the scalar `k=v` (and `k=w`), and each
 * form; `kind: 'query form'`, grouped by `group`.
 */
export const formProbes = ({ routes, params, open, operations = contractOperations() }) => {
  const probes = [];
  let turn = 0;
  const gets = operations.filter((operation) => operation.method === 'GET');
  for (const route of routes) {
    const url = fillRoute(route.path, route.uid, params);
    if (!url) continue;
    const operation = gets.find((candidate) => candidate.pattern.test(url));
    if (!operation) continue;
    for (const { key, values } of scalarKeys(operation))
      for (const value of values) {
        const other = values.find((candidate) => candidate !== value) ?? value;
        for (const members of CLASSES) {
          const allowed = members.filter((role) => open(route.path, role));
          if (!allowed.length) continue;
          const role = allowed[turn++ % allowed.length];
          const group = `${role} ${url} ${key}=${value}`;
          const add = (form, query) =>
            probes.push({
              id: probes.length,
              route: route.path,
              role,
              uid: route.uid,
              kind: 'query form',
              field: key,
              form,
              group,
              url: query ? `${url}?${query}` : url,
            });
          add('none', '');
          add('scalar', `${key}=${encodeURIComponent(value)}`);
          if (other !== value) add('scalar', `${key}=${encodeURIComponent(other)}`);
          for (const [form, spell] of Object.entries(FORMS))
            add(form, spell(key, encodeURIComponent(value), encodeURIComponent(other)));
        }
      }
  }
  return probes;
};

const totalOf = (body) => Number(body?.meta?.pagination?.total ?? body?.pagination?.total ?? Number.NaN);

/**
 * A form that answers more than the scalar forms and the route without the key gave the same
 * caller: more rows, a larger total, or rows none of them had where they are drafts.
 */
export const judgeForms = (results) => {
  const groups = new Map();
  for (const result of results) {
    if (result.probe.kind !== 'query form') continue;
    const group = groups.get(result.probe.group) ?? [];
    group.push(result);
    groups.set(result.probe.group, group);
  }
  const failures = [];
  for (const group of groups.values()) {
    const base = group.filter((r) => ['none', 'scalar'].includes(r.probe.form) && r.status === 200);
    const maxRows = Math.max(0, ...base.map((r) => rowsOf(r.body).length));
    const totals = base.map((r) => totalOf(r.body)).filter(Number.isFinite);
    const seen = new Set(base.flatMap((r) => rowsOf(r.body).map((row) => row?.documentId ?? row?.id)));
    for (const result of group) {
      const { probe, status, body } = result;
      if (['none', 'scalar'].includes(probe.form) || status !== 200) continue;
      const rows = rowsOf(body);
      const total = totalOf(body);
      const why =
        rows.length > maxRows
          ? `${rows.length} rows where the scalar form gives at most ${maxRows}`
          : Number.isFinite(total) && totals.length && total > Math.max(...totals)
            ? `a total of ${total} where the scalar form gives at most ${Math.max(...totals)}`
            : rows.some((row) => row?.publishedAt === null && !seen.has(row?.documentId))
              ? 'drafts the scalar form does not give'
              : undefined;
      if (why) failures.push({ probe, status, reason: `${probe.form} form of ${probe.field}: ${why}` });
    }
  }
  return failures;
};

// ---------------------------------------------------------------------------------------------
// CORS

/** Origins no credentialed call may come from: another site, and another port of the caller's own host. */
export const foreignOrigins = (base) => {
  const url = new URL(base);
  return ['https://attacker.example', `${url.protocol}//${url.hostname}:${Number(url.port || 80) + 1}`];
};

/**
 * Each credentialed route (path, method) × each foreign origin: the call itself with the caller's
 * credentials and its preflight; `kind: 'cors'`.
 */
export const corsProbes = ({ targets, origins, role }) =>
  targets.flatMap(({ path: url, method = 'GET', body }) =>
    origins.flatMap((origin) => [
      { route: url, role, kind: 'cors', url, method, body, headers: { origin }, origin },
      {
        route: url,
        role,
        kind: 'cors',
        url,
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization, content-type',
        },
        origin,
      },
    ]),
  );

/** An answer that lets a foreign origin read it with credentials. */
export const judgeCors = (results) =>
  results
    .filter(({ probe, headers }) => {
      const allowed = headers?.['access-control-allow-origin'];
      return (
        probe.origin &&
        String(headers?.['access-control-allow-credentials']).toLowerCase() === 'true' &&
        (allowed === probe.origin || allowed === '*')
      );
    })
    .map(({ probe, status }) => ({
      probe,
      status,
      reason: `${probe.method} from ${probe.origin} is allowed with credentials`,
    }));
