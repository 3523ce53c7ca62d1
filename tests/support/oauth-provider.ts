import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

/** The account the local provider signs in (unique per start, so each run registers a new reader). */
export interface OAuthAccount {
  username: string;
  email: string;
}

export interface RunningOAuthProvider {
  url: string;
  account: OAuthAccount;
  /** How many codes were exchanged for tokens and tokens for the profile (the journey checks both). */
  counts: { authorized: number; tokens: number; profiles: number };
  stop(): Promise<void>;
}

/**
 * A minimal OAuth 2 authorization server on 127.0.0.1 for the social sign-in journey, playing a
 * provider such as GitHub or Google: `/authorize` approves at once and sends the browser back to the
 * `redirect_uri` with a one-time code and the `state`; `/token` exchanges the code (checking the client
 * and redirect URI) for an access token; `/userinfo` answers that token's profile with a verified email.
 * The CMS knows it as the `katha-dev` provider (apps/cms/src/bootstrap/social.ts, KATHA_DEV_OAUTH_URL).
 */
export async function startOAuthProvider(
  client = { id: 'katha-dev-client', secret: 'katha-dev-secret' },
): Promise<RunningOAuthProvider> {
  const suffix = randomBytes(3).toString('hex');
  const account = { username: `oauth_reader_${suffix}`, email: `oauth.reader.${suffix}@example.org` };
  const codes = new Map<string, string>();
  const tokens = new Set<string>();
  const counts = { authorized: 0, tokens: 0, profiles: 0 };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'GET' && url.pathname === '/authorize') {
      const redirect = url.searchParams.get('redirect_uri');
      if (url.searchParams.get('client_id') !== client.id || !redirect)
        return json(400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, redirect);
      counts.authorized++;
      const back = new URL(redirect);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { location: back.href });
      return response.end();
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      let raw = '';
      request.on('data', (chunk) => {
        raw += chunk;
      });
      request.on('end', () => {
        const form = new URLSearchParams(raw);
        const code = form.get('code') ?? '';
        const redirect = codes.get(code);
        codes.delete(code);
        if (form.get('client_id') !== client.id || form.get('client_secret') !== client.secret)
          return json(401, { error: 'invalid_client' });
        if (!redirect || redirect !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
        const token = randomBytes(16).toString('hex');
        tokens.add(token);
        counts.tokens++;
        json(200, { access_token: token, token_type: 'bearer', scope: 'email' });
      });
      return;
    }
    if (request.method === 'GET' && url.pathname === '/userinfo') {
      const token = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
      if (!tokens.has(token)) return json(401, { error: 'invalid_token' });
      counts.profiles++;
      return json(200, {
        sub: account.username,
        preferred_username: account.username,
        email: account.email,
        email_verified: true,
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    account,
    counts,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
