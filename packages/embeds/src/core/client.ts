import { createKathaClient, type KathaClient } from '@katha/sdk';
import { httpBase } from './urls.js';

const clients = new Map<string, KathaClient>();

/**
 * The SDK's client (`createKathaClient`: openapi-fetch, anonymous: no token store) of the CMS at
 * `cmsUrl` (its origin, `/api` is added), shared by every widget of the page that names the same
 * CMS; undefined when the URL is not http(s).
 */
export function clientFor(cmsUrl: string): KathaClient | undefined {
  const base = httpBase(cmsUrl);
  if (!base) return undefined;
  let client = clients.get(base);
  if (!client) {
    client = createKathaClient({ baseUrl: `${base}/api` });
    clients.set(base, client);
  }
  return client;
}
