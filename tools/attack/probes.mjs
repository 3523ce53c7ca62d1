// The attack suite's probes (issue 18, section 5): generated from the schema and the routes
// (schema.mjs), sent, and the issue's findings as queries. oracle.mjs judges the answers.
import {
  isPlain,
  isPrivate,
  isRelation,
  PER_USER_RELATIONS,
  ROLE,
  targetOf,
  UNREACHABLE,
  USER,
} from './schema.mjs';

export const OPERATORS = ['$eq', '$ne', '$contains', '$startsWith', '$null', '$notNull', '$in'];
export const NOMATCH = 'zq-nomatch-7f3a';

/** A value of the attribute's type, for probes that are not about the value. */
const sample = (attribute) => {
  if (['integer', 'biginteger', 'decimal', 'float'].includes(attribute.type)) return '1';
  if (attribute.type === 'boolean') return 'true';
  if (attribute.type === 'date') return '2026-01-01';
  if (attribute.type === 'datetime') return '2026-01-01T00:00:00.000Z';
  if (attribute.type === 'enumeration') return attribute.enum?.[0] ?? 'a';
  return 'a';
};

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
// Sending

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

// ---------------------------------------------------------------------------------------------
// The issue's findings

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
