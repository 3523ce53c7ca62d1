import { createPublicClient, type KathaReader } from '@katha/sdk/public';
import { httpBase } from './urls.js';

const clients = new Map<string, KathaReader>();

/**
 * An anonymous SDK client (`@katha/sdk/public`: the contract's reads and the sign-up without openapi-fetch) of the CMS at `cmsUrl` (its origin, `/api` is added), shared by every
 * widget of the page that names the same CMS; undefined when the URL is not http(s).
 */
export function clientFor(cmsUrl: string): KathaReader | undefined {
  const base = httpBase(cmsUrl);
  if (!base) return undefined;
  let client = clients.get(base);
  if (!client) {
    client = createPublicClient({ baseUrl: `${base}/api` });
    clients.set(base, client);
  }
  return client;
}
