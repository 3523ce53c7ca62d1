// One HTTP call as a client of its own, for tests that must be another machine to the server.
import http from 'node:http';
import https from 'node:https';

/**
 * Sends `method path` to the server at `base` (`http://host:port`) from `localAddress` when given
 * (127.0.0.x: another reader's machine, as the server sees it), the path byte for byte (no URL
 * normalising, so a test can send `//` or `%2F`), no redirect followed. A `body` goes as JSON.
 * Resolves to `{ status, headers, text, body }`, `body` being the parsed JSON or else the text.
 */
export const callFrom = (base, path, { method = 'GET', localAddress, headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const target = new URL(base);
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const outgoing = (target.protocol === 'https:' ? https : http).request(
      {
        protocol: target.protocol,
        host: target.hostname,
        port: target.port,
        localAddress,
        method,
        path,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk) => {
          text += chunk;
        });
        incoming.on('end', () => {
          let parsed;
          try {
            parsed = text ? JSON.parse(text) : undefined;
          } catch {
            // not JSON
          }
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text,
            body: parsed ?? text,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
