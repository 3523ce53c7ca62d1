/** A small client for the API tests: JSON calls, users with roles, admin-panel calls. */

import { registerConfirmed } from '@katha/tools/accounts';
import { adminLogin } from '@katha/tools/cms';
import { inject } from 'vitest';

export const BASE = inject('cmsUrl');

/**
 * The limit of a test or hook that starts a CMS or sends thousands of requests: a ceiling against a
 * hang, not a guess of how fast the machine is (a CMS start fails by itself when the CMS exits or
 * stops making progress). vitest.config.mts gives every hook the same.
 */
export const CEILING_MS = 900_000;

// biome-ignore lint/suspicious/noExplicitAny: replies are JSON whose shape the tests assert
export type JsonReply = any;

export interface Reply<T = JsonReply> {
  status: number;
  body: T;
}

type Json = Record<string, unknown> | unknown[];

export const call = async <T = JsonReply>(
  method: string,
  path: string,
  { token, body }: { token?: string; body?: Json } = {},
): Promise<Reply<T>> => {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json');
  return { status: response.status, body: json && text ? JSON.parse(text) : text || null };
};

export const api = {
  get: <T = JsonReply>(path: string, token?: string) => call<T>('GET', `/api${path}`, { token }),
  post: <T = JsonReply>(path: string, body: Json, token?: string) =>
    call<T>('POST', `/api${path}`, { token, body }),
  put: <T = JsonReply>(path: string, body: Json, token?: string) =>
    call<T>('PUT', `/api${path}`, { token, body }),
  delete: <T = JsonReply>(path: string, token?: string) => call<T>('DELETE', `/api${path}`, { token }),
};

let counter = 0;
export const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface TestUser {
  jwt: string;
  id: number;
  documentId: string;
  username: string;
  email: string;
  profile: { id: number; documentId: string; username: string };
}

/** A new reader whose address is confirmed, signed in (tools/accounts.mjs). */
export const register = async (prefix = 'reader'): Promise<TestUser> => {
  const username = unique(prefix);
  const email = `${username}@example.test`;
  const { jwt, user } = await registerConfirmed(`${BASE}/api`, {
    username,
    email,
    password: 'Secret#123',
    t_n_c_accepted: true,
  });
  const me = await api.get('/users/me?populate=profile', jwt);
  return { jwt, id: user.id, documentId: user.documentId, username, email, profile: me.body.profile };
};

let adminJwt: string | undefined;
export const adminToken = async () => {
  if (adminJwt) return adminJwt;
  // Signed in once per run by global-setup.ts: the admin panel allows 5 sign-ins per 5 minutes.
  const shared = inject('cmsAdminJwt');
  if (shared) {
    adminJwt = shared;
    return adminJwt;
  }
  adminJwt = await adminLogin(BASE);
  return adminJwt;
};

/** A call to the admin panel's content manager, as the dev admin. */
export const admin = async <T = JsonReply>(method: string, path: string, body?: Json) =>
  call<T>(method, `/content-manager${path}`, { token: await adminToken(), body });

/** Creates a record through the admin panel's content manager (what staff do), failing loudly. */
export const staffCreates = async (uid: string, data: Record<string, unknown>, locale?: string) => {
  const reply = await admin('POST', `/collection-types/${uid}${locale ? `?locale=${locale}` : ''}`, data);
  if (reply.status !== 201 && reply.status !== 200) throw new Error(`${uid}: ${JSON.stringify(reply.body)}`);
  return reply.body.data as { id: number; documentId: string };
};

/** A relation's value that connects one document. */
export const connect = (documentId: string) => ({ connect: [{ documentId }] });

/** `user` likes the article (through their own profile, as the site does). */
export const like = (user: TestUser, documentId: string) =>
  api.put(
    `/profiles/${user.profile.documentId}`,
    { data: { liked_articles: { connect: [documentId] } } },
    user.jwt,
  );

/** A user who asked for author access and whom staff approved in the admin panel (so an editor). */
export const registerEditor = async (prefix = 'writer'): Promise<TestUser> => {
  const user = await register(prefix);
  const request = await api.post(
    '/request-author-accesses',
    { data: { name: `Writer ${user.username}`, email: user.email } },
    user.jwt,
  );
  if (request.status !== 201) throw new Error(`access request failed: ${JSON.stringify(request.body)}`);
  const approved = await admin(
    'PUT',
    `/collection-types/api::request-author-access.request-author-access/${request.body.data.documentId}`,
    { request_status: 'approved' },
  );
  if (approved.status !== 200) throw new Error(`approval failed: ${JSON.stringify(approved.body)}`);
  return user;
};

export const ENGLISH_BODY = `<p>${'The monsoon arrived early that year, and the river rose over the old stones. '.repeat(14)}</p>`;

export const createArticle = async (
  writer: TestUser,
  data: Record<string, unknown> = {},
  query = '',
): Promise<Reply> =>
  api.post(
    `/articles${query}`,
    { data: { title: unique('Monsoon story '), body: ENGLISH_BODY, ...data } },
    writer.jwt,
  );
