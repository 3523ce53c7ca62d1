// "The limit" of a page (issue 31): the same server-rendered page with every script removed, so
// the same HTML, CSS, fonts and images and nothing hydrated: what the page would cost as plain
// HTML. Measured beside the real page in the same run, it is the reference a figure is read
// against on any machine (lighthouse.mjs).
import http from 'node:http';
import { brotliCompressSync, constants } from 'node:zlib';
import { JSDOM } from 'jsdom';

/** `html` without its scripts (inline, external and data blocks) and their module preloads. */
export function withoutScripts(html) {
  // A URL of the page's kind, so that jsdom can resolve the head's @import of the element sheets
  // (it loads none) without logging an error for each.
  const dom = new JSDOM(html, { url: 'http://localhost/' });
  for (const element of dom.window.document.querySelectorAll('script, link[rel="modulepreload"]'))
    element.remove();
  return dom.serialize();
}

/**
 * Serves `site` on a free loopback port with every HTML answer passed through
 * {@link withoutScripts}; everything else (styles, fonts, images) as the site answers it. Text goes
 * out at brotli's best, as the site's server sends a page read before (server/page-cache.ts), so
 * the two pages cost the same bytes but for the scripts. Resolves to `{ url, close() }`.
 */
export async function startLimitServer(site) {
  /**
   * Answers made once, by request: the site's server answers a page read before from its cache
   * (server/page-cache.ts) and its assets at once, so the limit does too. Made anew on each request,
   * each answer (the LCP image's included) waited for the site's, jsdom and brotli 11, and the
   * limit's LCP came out above the page's (7 Dec, under load).
   */
  const made = new Map();
  const server = http.createServer(async (request, response) => {
    const key = [
      request.url,
      request.headers['accept-language'],
      request.headers.cookie,
      /\bbr\b/.test(request.headers['accept-encoding'] ?? ''),
    ].join('\n');
    const known = made.get(key);
    if (known) {
      response.writeHead(known.status, known.headers);
      response.end(known.body);
      return;
    }
    try {
      const answer = await fetch(new URL(request.url, site), {
        headers: {
          'accept-language': request.headers['accept-language'] ?? 'en',
          cookie: request.headers.cookie ?? '',
        },
        redirect: 'manual',
      });
      const type = answer.headers.get('content-type') ?? '';
      const headers = Object.fromEntries(
        [...answer.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      );
      let body = type.startsWith('text/html')
        ? Buffer.from(withoutScripts(await answer.text()))
        : Buffer.from(await answer.arrayBuffer());
      if (
        /^(text\/|application\/json|image\/svg)/.test(type) &&
        /\bbr\b/.test(request.headers['accept-encoding'] ?? '')
      ) {
        body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
        headers['content-encoding'] = 'br';
      }
      const madeNow = { status: answer.status, headers: { ...headers, 'content-length': body.length }, body };
      if (request.method === 'GET' && answer.status === 200) made.set(key, madeNow);
      response.writeHead(madeNow.status, madeNow.headers);
      response.end(body);
    } catch (error) {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
