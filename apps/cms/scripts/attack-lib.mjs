// The attack suite's generator and oracle (issue 18, section 5), shared by test/attack.test.ts and
// scripts/attack-bench.mjs. Nothing here is written per content type: the types, their attributes,
// relations and private fields come from the schemas (the project's src/api and src/extensions,
// and the content types the users-permissions, upload and comments plugins export), and the routes
// from the running CMS's own list of content-API routes (the users-permissions plugin's
// `GET /users-permissions/routes`, which is what the role editor shows: the project's route files
// and every plugin's content-api routes, custom ones included). A new field, relation, type or
// route is probed without a new test.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CMS_DIR } from '@katha/tools/cms-build';

const require = createRequire(path.join(CMS_DIR, 'package.json'));

export const USER = 'plugin::users-permissions.user';
export const ROLE = 'plugin::users-permissions.role';
export const PERMISSION = 'plugin::users-permissions.permission';
export const FILE = 'plugin::upload.file';
export const ARTICLE_UID = 'api::article.article';
export const PROFILE_UID = 'api::profile.profile';

/** Account fields no answer may carry for anyone else (whatever the schema says), and the secret ones for anyone. */
export const PRIVATE_NAMES = [
  'password',
  'resetPasswordToken',
  'confirmationToken',
  'email',
  'provider',
  'role',
  'blocked',
];
const SECRET_KEYS = ['password', 'resetPasswordToken', 'confirmationToken'];
/** Keys only an account row has (with `username`): how a user row is recognised where its type is unknown. */
const ACCOUNT_KEYS = [...SECRET_KEYS, 'provider', 'confirmed', 'blocked', 't_n_c_accepted'];
/** What anyone may see of another person's account when they ask for it by id (issue 18: a public projection). */
const PUBLIC_USER_KEYS = ['id', 'documentId', 'username', 'profile'];
/** Relations that say what one person did (issue 18: bookmarks are private; likes are public only as counts). */
export const PER_USER_RELATIONS = ['bookmarked_by', 'bookmarked_articles', 'liked_by', 'liked_articles'];
/** Types whose rows belong to one person and are nobody else's to read. */
export const OWNED_TYPES = [
  'api::article-revenue.article-revenue',
  'api::profile-revenue.profile-revenue',
  'api::insight.insight',
  'api::subscription.subscription',
  'api::request-author-access.request-author-access',
  'api::referral-code.referral-code',
  'api::read-event.read-event',
  'api::newsletter-subscriber.newsletter-subscriber',
  'api::notification.notification',
  FILE,
];
/** Types nobody may reach through another type's relation. */
const UNREACHABLE = [USER, ROLE, PERMISSION];
export const OPERATORS = ['$eq', '$ne', '$contains', '$startsWith', '$null', '$notNull', '$in'];
export const NOMATCH = 'zq-nomatch-7f3a';
export const MAX_BYTES = 1_000_000;

// ---------------------------------------------------------------------------------------------
// The schema

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const dirs = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory())
    : [];

const PLUGINS = [
  ['users-permissions', '@strapi/plugin-users-permissions/strapi-server'],
  ['upload', '@strapi/upload/strapi-server'],
  ['comments', 'strapi-plugin-comments/strapi-server'],
];

/**
 * Every content type (and component) with its attributes: `Map<uid, { uid, pluralName,
 * draftAndPublish, attributes }>`. Plugin types come from the plugins' own server exports; the
 * project's extensions (src/extensions/<plugin>/content-types) replace them as Strapi does.
 */
export const loadSchema = () => {
  const types = new Map();
  const add = (uid, schema) =>
    types.set(uid, {
      uid,
      pluralName: schema.info?.pluralName,
      draftAndPublish: !!schema.options?.draftAndPublish,
      attributes: schema.attributes ?? {},
    });
  const src = path.join(CMS_DIR, 'src');
  for (const api of dirs(path.join(src, 'api')))
    for (const name of dirs(path.join(src, 'api', api, 'content-types')))
      add(`api::${api}.${name}`, readJson(path.join(src, 'api', api, 'content-types', name, 'schema.json')));
  for (const [plugin, module] of PLUGINS) {
    let server = require(module);
    server = server.default ?? server;
    if (typeof server === 'function') server = server();
    for (const [name, contentType] of Object.entries(server.contentTypes ?? {}))
      add(`plugin::${plugin}.${name}`, contentType.schema);
  }
  for (const plugin of dirs(path.join(src, 'extensions')))
    for (const name of dirs(path.join(src, 'extensions', plugin, 'content-types'))) {
      const file = path.join(src, 'extensions', plugin, 'content-types', name, 'schema.json');
      if (fs.existsSync(file)) add(`plugin::${plugin}.${name}`, readJson(file));
    }
  for (const category of dirs(path.join(src, 'components')))
    for (const file of fs.readdirSync(path.join(src, 'components', category)))
      if (file.endsWith('.json'))
        add(`${category}.${file.slice(0, -5)}`, readJson(path.join(src, 'components', category, file)));
  return types;
};

/** The type an attribute leads to (relations, media, components), or undefined for a plain field. */
export const targetOf = (attribute) =>
  attribute.type === 'relation'
    ? attribute.target
    : attribute.type === 'media'
      ? FILE
      : attribute.type === 'component'
        ? attribute.component
        : undefined;
const isRelation = (attribute) => attribute.type === 'relation' || attribute.type === 'media';
const isPlain = (attribute) => !targetOf(attribute) && attribute.type !== 'dynamiczone';
/**
 * Private: marked so in the schema, a password or an email anywhere, a relation to roles, and on
 * accounts the fixed list (provider, blocked, the tokens...).
 */
export const isPrivate = (name, attribute, uid) =>
  !!attribute.private ||
  attribute.type === 'password' ||
  attribute.type === 'email' ||
  (attribute.type === 'relation' && attribute.target === ROLE) ||
  (uid === USER && PRIVATE_NAMES.includes(name));

/** A value of the attribute's type, for probes that are not about the value. */
const sample = (attribute) => {
  if (['integer', 'biginteger', 'decimal', 'float'].includes(attribute.type)) return '1';
  if (attribute.type === 'boolean') return 'true';
  if (attribute.type === 'date') return '2026-01-01';
  if (attribute.type === 'datetime') return '2026-01-01T00:00:00.000Z';
  if (attribute.type === 'enumeration') return attribute.enum?.[0] ?? 'a';
  return 'a';
};

// ---------------------------------------------------------------------------------------------
// The routes

/**
 * Every GET content-API route of the running CMS, from the users-permissions plugin's route list
 * (needs an admin-panel token), with the content type it answers (`uid`, undefined when it has none).
 * OAuth redirects and the sign-in flows (`/auth/*`, `/connect/*`) are not queries and are left out;
 * `all`: every route, whatever its method (the rate-limit and spelling probes).
 */
export const listRoutes = async (base, adminJwt, types, { all = false } = {}) => {
  const reply = await fetch(`${base}/users-permissions/routes`, {
    headers: { authorization: `Bearer ${adminJwt}` },
  });
  if (!reply.ok) throw new Error(`GET /users-permissions/routes answered ${reply.status}`);
  const { routes } = await reply.json();
  const list = [];
  for (const [owner, ownRoutes] of Object.entries(routes)) {
    for (const route of ownRoutes) {
      if (!all && (route.method !== 'GET' || /[()*]/.test(route.path))) continue;
      if (!all && /^\/api\/(auth|connect)\//.test(route.path)) continue;
      list.push({
        method: route.method,
        path: route.path,
        handler: route.handler,
        uid: routeType(owner, route, types),
      });
    }
  }
  return list;
};

/**
 * The GET routes the sources declare, read without a running CMS: the project's route files
 * (core routers' `find`/`findOne`, custom routes) and the content-api routes of the
 * users-permissions, upload and comments plugins (their route factories only read `strapi` to build
 * validators, so a stand-in is enough). The suite checks the running CMS lists every one of them.
 */
export const declaredRoutes = (types) => {
  const paths = new Set();
  const api = path.join(CMS_DIR, 'src', 'api');
  for (const name of dirs(api)) {
    const dir = path.join(api, name, 'routes');
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, uid, options] of text.matchAll(
        /createCoreRouter\(\s*'([^']+)'(?:\s*,\s*\{([^}]*)\})?/g,
      )) {
        const type = types.get(uid);
        if (!type) continue;
        const only = options?.match(/only:\s*\[([^\]]*)\]/)?.[1];
        const actions = only ? [...only.matchAll(/'(\w+)'/g)].map((match) => match[1]) : ['find', 'findOne'];
        if (actions.includes('find')) paths.add(`/api/${type.pluralName}`);
        if (actions.includes('findOne')) paths.add(`/api/${type.pluralName}/:id`);
      }
      for (const [, route] of text.matchAll(/method:\s*'GET',\s*path:\s*'([^']+)'/g))
        paths.add(`/api${route}`);
    }
  }
  const standIn = new Proxy(() => {}, {
    get: (_target, key) =>
      key === Symbol.toPrimitive ? () => '' : key === Symbol.iterator ? undefined : standIn,
    apply: () => standIn,
    construct: () => standIn,
  });
  const saved = globalThis.strapi;
  globalThis.strapi = standIn;
  try {
    for (const [plugin, module] of PLUGINS) {
      let server = require(module);
      server = server.default ?? server;
      if (typeof server === 'function') server = server();
      let router = server.routes?.['content-api'];
      if (typeof router === 'function') router = router({ strapi: standIn });
      const routes = typeof router?.routes === 'function' ? router.routes() : (router?.routes ?? []);
      for (const route of routes) {
        if (route.method !== 'GET' || /[()*]/.test(route.path)) continue;
        const full = route.config?.prefix === '' ? `/api${route.path}` : `/api/${plugin}${route.path}`;
        if (!/^\/api\/(auth|connect)\//.test(full)) paths.add(full);
      }
    }
  } finally {
    globalThis.strapi = saved;
  }
  return [...paths];
};

const routeType = (owner, route, types) => {
  if (owner.startsWith('api::')) {
    const uid = route.handler.split('.').slice(0, 2).join('.');
    if (types.has(uid)) return uid;
  }
  const segments = route.path.split('/');
  for (const type of types.values())
    if (type.uid.startsWith(`${owner}.`) && type.pluralName && segments.includes(type.pluralName))
      return type.uid;
  return undefined;
};

// ---------------------------------------------------------------------------------------------
// The probes

const enc = (value) => encodeURIComponent(String(value));
const attrs = (types, uid) => Object.entries(types.get(uid)?.attributes ?? {});

/**
 * Filter paths of a type: its plain fields, the plain fields (and documentId) of each related type
 * one level down, and, where a relation leads into users, roles or permissions two levels down,
 * their fields too (the takeover and oracle paths go through those).
 */
export const filterPaths = (types, uid) => {
  const out = [];
  for (const [name, attribute] of attrs(types, uid)) {
    if (isPlain(attribute)) {
      out.push({ path: [name], uids: [uid], attributes: [attribute] });
      continue;
    }
    if (!isRelation(attribute)) continue;
    const target = targetOf(attribute);
    out.push({
      path: [name, 'documentId'],
      uids: [uid, target],
      attributes: [attribute, { type: 'string' }],
    });
    for (const [name2, attribute2] of attrs(types, target)) {
      if (isPlain(attribute2)) {
        out.push({ path: [name, name2], uids: [uid, target], attributes: [attribute, attribute2] });
      } else if (isRelation(attribute2) && UNREACHABLE.includes(targetOf(attribute2)) && target !== uid) {
        const target2 = targetOf(attribute2);
        for (const [name3, attribute3] of attrs(types, target2))
          if (isPlain(attribute3))
            out.push({
              path: [name, name2, name3],
              uids: [uid, target, target2],
              attributes: [attribute, attribute2, attribute3],
            });
      }
    }
  }
  return out;
};

/** A filter path is sensitive when any step is private, a per-user relation or leads into users/roles. */
export const sensitivity = (types, { path: names, uids, attributes }) => {
  if (names.some((name) => PER_USER_RELATIONS.includes(name))) return 'acted';
  if (
    names.some(
      (name, index) =>
        isPrivate(name, attributes[index], uids[index]) ||
        UNREACHABLE.includes(uids[index]) ||
        (attributes[index].type === 'relation' && UNREACHABLE.includes(attributes[index].target)),
    )
  )
    return 'account';
  if (uids.some((uid, index) => index > 0 && types.get(uid)?.draftAndPublish)) return 'drafts';
  return undefined;
};

const filterKey = (names, op) => `filters${names.map((name) => `[${name}]`).join('')}[${op}]`;

/** The two values of an oracle pair for an operator: one the secret matches, one nothing matches. */
const operands = (op, secret, attribute) => {
  if (op === '$null' || op === '$notNull') return ['true', 'false'];
  if (attribute.type === 'boolean') return [String(secret), String(!secret)];
  const text = String(secret);
  const nomatch = ['integer', 'biginteger', 'decimal', 'float'].includes(attribute.type)
    ? '-987654'
    : NOMATCH;
  if (op === '$contains')
    return [text.slice(Math.floor(text.length / 3), Math.floor(text.length / 3) + 4) || text, nomatch];
  if (op === '$startsWith') return [text.slice(0, 4) || text, nomatch];
  return [text, nomatch];
};
const filterQuery = (names, op, value) =>
  op === '$in' ? `${filterKey(names, op)}[0]=${enc(value)}` : `${filterKey(names, op)}=${enc(value)}`;

/**
 * Fills a route's parameters from the seeded records: `{ id: { [uid]: id }, relation, authorId, ... }`.
 * Returns undefined when a parameter has no value.
 */
const fill = (route, params) => {
  let missing = false;
  const filled = route.path.replace(/:(\w+)/g, (_match, name) => {
    const value = name === 'id' ? params.id?.[route.uid] : params[name];
    if (value === undefined) missing = true;
    return enc(value).replace(/%3A/gi, ':'); // as the site sends `api::article.article:<id>`
  });
  return missing ? undefined : filled;
};

/**
 * The callers, by what their role may do: anonymous, readers, writers (editors). A probe that only
 * needs "some caller of this kind" takes them in turn, so the suite stays a few thousand requests.
 */
export const CLASSES = [['anonymous'], ['readerA', 'readerB'], ['editorA', 'editorB']];
export const ROLES = CLASSES.flat();

/** Each route × each caller, without a query: also tells which routes each caller may use at all. */
export const plainProbes = ({ routes, params }) => {
  const probes = [];
  for (const route of routes) {
    const url = fill(route, params);
    if (!url) continue;
    for (const role of ROLES)
      probes.push({ id: probes.length, route: route.path, role, uid: route.uid, kind: 'plain', url });
  }
  return probes;
};

/**
 * The generated probes. `open(route, role)`: whether the route answered that caller's plain request
 * (a route Strapi refuses a role answers every query the same way, before reading it, so only the
 * query-independent probes go to it); `owners`: whose secrets are probed; `secrets[owner]` the
 * known values of an owner's `account` (user, profile, role), of what they `acted` on (liked,
 * bookmarked) and of their `drafts`, each by type uid; `params` the route parameters.
 * Each probe: `{ id, route, role, url, kind, uid, field?, op?, owner?, pair?: { key, side, order? } }`.
 *
 * - every route × every caller: `populate=*`, `status=draft` (alone, with `populate=*`, with every
 *   locale), Strapi 4's `publicationState=preview`, a huge page, page -1, a NUL byte in a filter and
 *   a mistyped number;
 * - every relation × every caller allowed the route: `populate[rel]=true` (with `status=draft` where
 *   drafts are involved) and `populate[rel][populate]=*`;
 * - every relation of a relation, every field (`fields[0]=`, `sort=`) × each kind of caller allowed
 *   the route (anonymous, a reader, a writer, in turn); a sort on a private field is an asc/desc pair
 *   (the order must not depend on it);
 * - filters, on collection routes: every public field path with one operator and one caller in
 *   turn; every sensitive path (private, per-user, into users/roles, into drafts) × every operator ×
 *   a stranger to the secret's owner, in pairs (a value the secret matches, one nothing matches).
 *   Other routes of a type than its main collection route get relations one level deep and the
 *   sensitive paths with `$eq` only.
 */
export const generateProbes = ({ types, routes, owners, secrets, params, open }) => {
  const probes = [];
  const add = (probe) => probes.push({ id: probes.length, ...probe });
  let turn = 0;
  // A type's main route: the one ending in its plural name, else its first collection route.
  const mains = new Map();
  for (const route of routes) {
    const type = route.uid && types.get(route.uid);
    if (!type || /:id\b/.test(route.path)) continue;
    if (route.path.endsWith(`/${type.pluralName}`) || !mains.has(route.uid)) {
      if (!mains.get(route.uid)?.endsWith(`/${type.pluralName}`)) mains.set(route.uid, route.path);
    }
  }
  /** One caller of each kind allowed the route (in turn), or of the kinds given. */
  const rotate = (route, exclude) =>
    CLASSES.map((members) => {
      const allowed = members.filter((role) => role !== exclude && open(route, role));
      return allowed.length ? allowed[turn++ % allowed.length] : undefined;
    }).filter(Boolean);
  for (const route of routes) {
    const url = fill(route, params);
    if (!url) continue;
    const uid = route.uid;
    const type = uid && types.get(uid);
    const collection = !/:id\b/.test(route.path);
    const main = !!type && mains.get(uid) === route.path;
    const q = (query) => `${url}${url.includes('?') ? '&' : '?'}${query}`;
    const drafts = (target) => types.get(target)?.draftAndPublish || type?.draftAndPublish;
    const probe = (role, kind, query, extra = {}) =>
      add({ route: route.path, role, uid, kind, url: q(query), ...extra });
    const text = attrs(types, uid).find(([, a]) => ['string', 'text', 'richtext'].includes(a.type))?.[0];
    for (const role of ROLES) {
      probe(role, 'populate=*', 'populate=*');
      probe(role, 'status=draft', 'status=draft');
      probe(role, 'status=draft', 'status=draft&populate=*');
      probe(role, 'status=draft', 'status=draft&locale=*');
      probe(role, 'status=draft', 'publicationState=preview'); // Strapi 4's spelling
      probe(role, 'pagination', 'pagination[pageSize]=100000');
      probe(role, 'pagination', 'pagination[page]=-1');
      probe(role, 'NUL byte', `filters[${text ?? 'id'}][$contains]=${enc('a\u0000b')}`);
      const number = attrs(types, uid).find(([, a]) => ['integer', 'decimal', 'float'].includes(a.type))?.[0];
      if (number) probe(role, 'wrong type', `filters[${number}][$eq]=not-a-number`);
    }
    if (!type) continue;
    const openRoles = ROLES.filter((role) => open(route.path, role));
    for (const [name, attribute] of Object.entries(type.attributes)) {
      if (isRelation(attribute) || attribute.type === 'component') {
        const target = targetOf(attribute);
        for (const role of main ? openRoles : rotate(route.path)) {
          probe(role, 'populate', `populate[${name}]=true`, { field: name });
          if (drafts(target)) probe(role, 'populate', `status=draft&populate[${name}]=true`, { field: name });
          probe(role, 'populate', `populate[${name}][populate]=*`, { field: name });
        }
        if (!main) continue;
        for (const [name2, attribute2] of attrs(types, target)) {
          if (!isRelation(attribute2) && attribute2.type !== 'component') continue;
          const deep = `populate[${name}][populate][${name2}]=true`;
          const status = drafts(targetOf(attribute2)) || drafts(target) ? 'status=draft&' : '';
          for (const role of rotate(route.path))
            probe(role, 'populate deep', `${status}${deep}`, { field: `${name}.${name2}` });
        }
        continue;
      }
      if (!isPlain(attribute) || !main) continue;
      for (const role of rotate(route.path)) {
        probe(role, 'fields', `fields[0]=${name}`, { field: name });
        if (isPrivate(name, attribute, uid)) {
          const key = `${role} ${url} sort ${name}`;
          probe(role, 'sort', `sort=${name}:asc`, {
            field: name,
            pair: { key, side: 'control', order: true },
          });
          probe(role, 'sort', `sort=${name}:desc`, {
            field: name,
            pair: { key, side: 'match', order: true },
          });
        } else probe(role, 'sort', `sort=${name}:asc`, { field: name });
      }
    }
    if (!collection) continue;
    filterPaths(types, uid).forEach((filter, index) => {
      const names = filter.path;
      const field = names.join('.');
      const last = filter.attributes.at(-1);
      const kind = sensitivity(types, filter);
      if (!kind) {
        if (!main) return;
        const op = OPERATORS[index % OPERATORS.length];
        const value = op === '$null' || op === '$notNull' ? 'true' : sample(last);
        const [role] = rotate(route.path).slice(index % 3);
        if (role) probe(role, 'filter', filterQuery(names, op, value), { field, op });
        return;
      }
      const finalUid = filter.uids.at(-1);
      const secretOf = (owner) =>
        kind === 'drafts'
          ? secrets[owner]?.drafts?.[finalUid]?.[names.at(-1)]
          : ((kind === 'acted' ? secrets[owner]?.acted?.[finalUid]?.[names.at(-1)] : undefined) ??
            secrets[owner]?.account?.[finalUid]?.[names.at(-1)]);
      (main ? OPERATORS : ['$eq']).forEach((op, opIndex) => {
        const any = op === '$null' || op === '$notNull';
        if (any && kind === 'drafts') return;
        const candidates = owners.filter((owner) =>
          kind === 'drafts' || (kind === 'acted' && !UNREACHABLE.includes(finalUid))
            ? secretOf(owner) !== undefined
            : any || secretOf(owner) !== undefined,
        );
        if (!candidates.length) return;
        const owner = candidates[(index + opIndex) % candidates.length];
        const strangers = rotate(route.path, owner);
        const role = strangers[(index + opIndex) % Math.max(1, strangers.length)];
        if (!role) return;
        const [match, control] = operands(op, secretOf(owner) ?? '', last);
        const key = `${role} ${url} ${field} ${op} ${owner}`;
        const extra = { field, op, owner };
        probe(role, 'filter', filterQuery(names, op, match), { ...extra, pair: { key, side: 'match' } });
        probe(role, 'filter', filterQuery(names, op, control), { ...extra, pair: { key, side: 'control' } });
      });
    });
  }
  return probes;
};

// ---------------------------------------------------------------------------------------------
// The oracle

/** The rows of an answer (Strapi's `{ data }`, the plugins' bare arrays, `{ results }`, `{ roles }`). */
export const rowsOf = (body) => {
  if (Array.isArray(body)) return body;
  if (!body || typeof body !== 'object') return [];
  const keys = Object.keys(body);
  for (const key of ['data', 'results', 'roles', 'role', 'files'])
    if (key in body && (key === 'data' || key === 'results' || keys.length === 1))
      return Array.isArray(body[key]) ? body[key] : body[key] ? [body[key]] : [];
  return [body];
};
const identity = (row) =>
  row && typeof row === 'object' ? String(row.documentId ?? row.id ?? JSON.stringify(row)) : String(row);
/**
 * What two answers of an oracle pair are compared on: their rows in order, and the total when no
 * row was left out. The caller's own rows are left out (their own values may match their own rows).
 */
export const fingerprint = (body, uid, { caller, records = new Map() } = {}) => {
  const own = (row) =>
    !!caller &&
    !!row &&
    typeof row === 'object' &&
    (records.get(row.documentId)?.owner === caller.key ||
      (uid === PROFILE_UID && row.documentId === caller.profile) ||
      caller.documents?.has(row.documentId) ||
      (uid === USER && row.id === caller.id));
  const rows = rowsOf(body);
  const others = rows.filter((row) => !own(row));
  const total =
    others.length === rows.length ? (body?.meta?.pagination?.total ?? body?.pagination?.total ?? '') : '';
  return `${others.map(identity).join(',')}|${total}`;
};

const nonEmpty = (value) =>
  value !== null &&
  value !== undefined &&
  !(Array.isArray(value) && value.length === 0) &&
  !(
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.keys(value).length === 1 &&
    'count' in value
  );

/**
 * What an answer leaks to a caller: a list of reasons (empty when none).
 * `caller`: undefined (anonymous) or `{ key, id, username, email, profile, documents }` where
 * `documents` are the ids of the caller's own articles; `secrets.strings` `[{ value, owner, what }]`
 * must not appear in anyone else's answer; `secrets.records` `Map<documentId, { owner, what }>` are
 * owned records nobody else may receive.
 */
export const inspect = (body, uid, { types, caller, strings = [], records = new Map() }) => {
  const leaks = new Set();
  const mine = (owner) => caller && owner === caller.key;
  const isCallerUser = (value) =>
    caller &&
    (value.id === caller.id || value.username === caller.username) &&
    !('profile' in value && value.profile?.documentId && value.profile.documentId !== caller.profile);
  const walk = (value, type, depth, where) => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item, type, depth, where);
      return;
    }
    if (typeof value === 'string') {
      for (const secret of strings)
        if (!mine(secret.owner) && value.includes(secret.value)) leaks.add(`${where}: ${secret.what}`);
      return;
    }
    if (!value || typeof value !== 'object') return;
    const schema = type && types.get(type);
    const id = value.documentId;
    const record = id && records.get(id);
    if (record && !mine(record.owner)) leaks.add(`${where}: ${record.what}`);
    const accountLike = 'username' in value && ACCOUNT_KEYS.some((key) => key in value);
    // Someone else's account: never through a relation, never as a list; asked by id, only its
    // public projection (id, username, profile).
    const projection =
      depth === 0 && !list && Object.keys(value).every((key) => PUBLIC_USER_KEYS.includes(key));
    if ((type === USER || accountLike) && !isCallerUser(value) && !projection)
      leaks.add(`${where}: another user's account row`);
    if ((type === ROLE || type === PERMISSION) && depth === 0) leaks.add(`${where}: roles or permissions`);
    // One person's records are read through their own routes (which answer the caller's only),
    // never through another type's relation (files excepted: pictures and covers are public).
    if (depth > 0 && type !== FILE && OWNED_TYPES.includes(type))
      leaks.add(`${where}: a ${type.split('.').pop()} reached through a relation`);
    if (schema?.draftAndPublish && value.publishedAt === null && !caller?.documents?.has(id))
      leaks.add(`${where}: someone else's draft`);
    for (const [key, child] of Object.entries(value)) {
      const at = `${where}.${key}`;
      if (SECRET_KEYS.includes(key) && child !== null && child !== undefined) leaks.add(`${at}: ${key}`);
      if (
        /email$/i.test(key) &&
        typeof child === 'string' &&
        child.toLowerCase() !== caller?.email?.toLowerCase()
      )
        leaks.add(`${at}: someone else's email`);
      if (key === 'nb_users') leaks.add(`${at}: role user counts`);
      if (
        !type &&
        key === 'role' &&
        child &&
        typeof child === 'object' &&
        !(depth === 0 && isCallerUser(value))
      )
        leaks.add(`${at}: a role reached through a relation`);
      const attribute = schema?.attributes?.[key];
      if (PER_USER_RELATIONS.includes(key) && nonEmpty(child)) {
        const people = key.endsWith('_by');
        const items = Array.isArray(child) ? child : [child];
        const others = people
          ? items.some((item) =>
              item && typeof item === 'object' && 'documentId' in item
                ? item.documentId !== caller?.profile
                : true,
            )
          : id !== caller?.profile;
        if (others) leaks.add(`${at}: someone else's ${key}`);
      }
      if (attribute?.private && nonEmpty(child)) leaks.add(`${at}: private field`);
      const target = attribute && targetOf(attribute);
      if (target && UNREACHABLE.includes(target) && nonEmpty(child)) {
        const ownRole = type === USER && key === 'role' && depth === 0 && isCallerUser(value);
        if (!ownRole) leaks.add(`${at}: ${target} reached through ${type}`);
        else continue;
      }
      walk(child, target ?? (key === 'children' || key === 'data' ? type : undefined), depth + 1, at);
    }
  };
  const rows = rowsOf(body);
  const list =
    Array.isArray(body) || Array.isArray(body?.data) || Array.isArray(body?.results) || rows.length > 1;
  walk(rows, uid, 0, '$');
  return [...leaks];
};

// ---------------------------------------------------------------------------------------------
// Running

/**
 * Sends the probes with a small concurrency; `tokens[role]` the bearer token (none for anonymous);
 * `keepBody(probe)` whether to keep the answer (judging needs them; the benchmark does not);
 * `credentials(token)` the headers that carry a token (a bearer token; the site's session cookie).
 * Resolves to results `{ probe, status, ms, bytes, body }` (body parsed when JSON, else the text).
 */
export const sendProbes = async (
  base,
  probes,
  tokens,
  {
    concurrency = 8,
    keepBody = () => true,
    credentials = (token) => ({ authorization: `Bearer ${token}` }),
  } = {},
) => {
  const results = new Array(probes.length);
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const index = next++;
      const probe = probes[index];
      const started = performance.now();
      let status = 0;
      let text = '';
      // A connection closed before any answer (a kept-alive socket the server dropped as the probe
      // went out: on a busy machine the two idle timers race) is tried again, as browsers do; a
      // server that is down or answers nothing fails every try, and a timeout is not retried.
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          const response = await fetch(`${base}${probe.url}`, {
            headers: tokens[probe.role] ? credentials(tokens[probe.role]) : {},
            signal: AbortSignal.timeout(60_000),
          });
          status = response.status;
          text = await response.text();
          break;
        } catch (error) {
          text = `${error}${error?.cause ? ` (${error.cause.code ?? error.cause})` : ''}`;
          if (error?.name === 'TimeoutError') break;
        }
      }
      const ms = performance.now() - started;
      let body = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON
      }
      results[index] = {
        probe,
        status,
        ms,
        bytes: Buffer.byteLength(text),
        body: keepBody(probe) ? body : undefined,
      };
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
};

/**
 * Judges every result: a failure is a 5xx or no answer, an answer over 1 MB, a 200 that leaks
 * (see inspect), or an oracle pair of 200s whose rows (or order, for sorts) differ.
 * `context(role)` gives inspect's options for a caller. Returns `[{ probe, status, reason }]`.
 */
export const judge = (results, context) => {
  const failures = [];
  const pairs = new Map();
  for (const result of results) {
    const { probe, status, bytes, body } = result;
    if (status === 0 || status >= 500)
      failures.push({ probe, status, reason: `answered ${status || 'nothing'}` });
    if (bytes > MAX_BYTES) failures.push({ probe, status, reason: `answer of ${bytes} bytes` });
    if (status !== 200) continue;
    for (const reason of inspect(body, probe.uid, context(probe.role)))
      failures.push({ probe, status, reason });
    if (probe.pair) {
      const pair = pairs.get(probe.pair.key) ?? {};
      pair[probe.pair.side] = { result, fingerprint: fingerprint(body, probe.uid, context(probe.role)) };
      pairs.set(probe.pair.key, pair);
    }
  }
  for (const pair of pairs.values()) {
    if (!pair.match || !pair.control) continue;
    if (pair.match.fingerprint === pair.control.fingerprint) continue;
    const { probe } = pair.match.result;
    if (probe.pair.order) {
      // asc against desc: the rows come back in a different order, so the field ordered them.
      const asc = rowsOf(pair.control.result.body).map(identity);
      const desc = rowsOf(pair.match.result.body).map(identity);
      if (asc.length < 2 || asc.join() === desc.join()) continue;
      failures.push({
        probe,
        status: 200,
        reason: `sorting by private field ${probe.field} orders the rows`,
      });
    } else
      failures.push({
        probe,
        status: 200,
        reason: `filter on ${probe.field} ${probe.op} answers differently for a matching value (oracle)`,
      });
  }
  return failures;
};

/** The issue's findings as queries (finding 1, 4, 5, 6, 7), for the suite and the benchmark. */
export const findings = ({ article, readerUsername }) => [
  {
    name: 'takeover: comment authors populated down to their user row',
    url: `/api/comments/api::article.article:${article}/flat?populate[authorUser][populate][profile][populate][user]=true`,
    uid: 'plugin::comments.comment',
  },
  {
    name: 'takeover: every user through the commenter role',
    url: `/api/comments/api::article.article:${article}/flat?populate[authorUser][populate][role][populate][users]=true`,
    uid: 'plugin::comments.comment',
  },
  {
    name: 'takeover through the threads route the site reads',
    url: `/api/comments/api::article.article:${article}?populate[authorUser][populate][profile][populate][user]=true`,
    uid: 'plugin::comments.comment',
  },
  {
    name: 'comment authors, populate=*',
    url: `/api/comments/api::article.article:${article}/flat?populate[authorUser][populate]=*`,
    uid: 'plugin::comments.comment',
  },
  {
    name: 'deep populate (finding 5)',
    url: '/api/articles?populate[author][populate][articles][populate][author][populate][articles][populate][author][populate][articles][populate]=*&pagination[pageSize]=10',
    uid: 'api::article.article',
  },
  {
    name: 'drafts through profiles',
    url: '/api/profiles?status=draft&populate[articles]=true',
    uid: 'api::profile.profile',
  },
  {
    name: 'drafts through topics',
    url: '/api/topics?status=draft&populate[articles]=true',
    uid: 'api::topic.topic',
  },
  {
    name: 'drafts through users',
    url: '/api/users?populate[profile][populate][articles]=true&status=draft',
    uid: USER,
  },
  {
    name: 'drafts directly',
    url: '/api/articles?status=draft&pagination[pageSize]=100',
    uid: 'api::article.article',
  },
  { name: 'email oracle', url: '/api/users?filters[email][$startsWith]=a', uid: USER },
  { name: 'users sorted by email', url: '/api/users?sort=email:asc', uid: USER },
  { name: 'role list', url: '/api/users-permissions/roles', uid: ROLE },
  {
    name: 'bookmarks oracle',
    url: `/api/articles?filters[bookmarked_by][username][$eq]=${enc(readerUsername)}`,
    uid: 'api::article.article',
  },
  {
    name: 'NUL byte in a search',
    url: `/api/articles?filters[title][$containsi]=${enc('a\u0000')}`,
    uid: 'api::article.article',
  },
  { name: 'page -1', url: '/api/articles?pagination[page]=-1', uid: 'api::article.article' },
  { name: 'pageSize 0', url: '/api/articles?pagination[pageSize]=0', uid: 'api::article.article' },
  { name: 'populate=*', url: '/api/articles?populate=*', uid: 'api::article.article' },
  {
    name: "every profile's articles",
    url: '/api/profiles?populate[articles]=true',
    uid: 'api::profile.profile',
  },
];
