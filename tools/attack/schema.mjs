// The attack suite's view of the CMS (issue 18, section 5): every content type with its attributes,
// what in them is private, and the content-API routes. Nothing is written per content type: the
// types, their attributes, relations and private fields come from the schemas (the project's src/api
// and src/extensions, and the content types the users-permissions, upload and comments plugins
// export), and the routes from the running CMS's own list of content-API routes (the
// users-permissions plugin's `GET /users-permissions/routes`, which is what the role editor shows:
// the project's route files and every plugin's content-api routes, custom ones included). A new
// field, relation, type or route is probed without a new test. The probes are made in probes.mjs and
// judged in oracle.mjs; kinds.mjs has the kinds that are not a query on a GET route.
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR, cmsRequire as require } from '../cms-build.mjs';

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
export const UNREACHABLE = [USER, ROLE, PERMISSION];

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
export const isRelation = (attribute) => attribute.type === 'relation' || attribute.type === 'media';
export const isPlain = (attribute) => !targetOf(attribute) && attribute.type !== 'dynamiczone';
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
