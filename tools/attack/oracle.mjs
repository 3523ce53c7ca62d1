// The attack suite's oracle (issue 18, section 5): what an answer leaks to its caller, and the
// judgement of a run's results (errors, size, leaks, oracle pairs that answer differently).
import {
  FILE,
  OWNED_TYPES,
  PER_USER_RELATIONS,
  PERMISSION,
  PROFILE_UID,
  ROLE,
  targetOf,
  UNREACHABLE,
  USER,
} from './schema.mjs';

export const MAX_BYTES = 1_000_000;
const SECRET_KEYS = ['password', 'resetPasswordToken', 'confirmationToken'];
/** Keys only an account row has (with `username`): how a user row is recognised where its type is unknown. */
const ACCOUNT_KEYS = [...SECRET_KEYS, 'provider', 'confirmed', 'blocked', 't_n_c_accepted'];
/** What anyone may see of another person's account when they ask for it by id (issue 18: a public projection). */
const PUBLIC_USER_KEYS = ['id', 'documentId', 'username', 'profile'];

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
