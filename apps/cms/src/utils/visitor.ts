import { createHmac } from 'node:crypto';
import { today } from './listing';
import type { Ctx } from './owner';
import { secret } from './secrets';

/**
 * Who an engagement event is from, so each person counts once: a signed-in reader's profile, else a
 * keyed hash of the client's address and user agent on that UTC day (not stored raw, not linkable
 * from one day to the next). The address is `ctx.request.ip`, the reader's through the site's server
 * when it forwards with KATHA_PROXY_KEY (src/middlewares/client-address.ts); without the key every
 * anonymous reader through it shares the server's address and only the user agent tells them apart
 * (fewer counted, never more).
 */
export const visitorKey = (ctx: Ctx, profileDocumentId?: string, day = today()) => {
  if (profileDocumentId) return `p:${profileDocumentId}`;
  const agent = String(ctx.request.headers['user-agent'] ?? '');
  const hash = createHmac('sha256', secret('APP_KEYS'))
    .update(`katha-visitor\n${day}\n${ctx.request.ip}\n${agent}`)
    .digest('base64url');
  return `a:${hash}`;
};
