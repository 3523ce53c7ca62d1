/**
 * The path of a request as the CMS's router routes it, written once for every rule that picks a
 * route by its path: the CMS's query guard, rate limits and role rules, and the site's proxy.
 *
 * Strapi 5's router (@koa/router 12 with path-to-regexp 6, neither `strict` nor `sensitive`) compares
 * the path as sent, percent-escapes and all, to each route: letters in any case, one trailing slash
 * or none. A rule that compares its own spelling lets the others past it (`POST /api/auth/local/`
 * signed in without the sign-in limit), so every rule compares this canonical form instead.
 */

/** Characters RFC 3986 never needs escaped: a route's literal segments are made of these alone. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;
/** Escapes no route takes: an encoded slash or backslash splits segments differently for different readers, and an encoded dot makes `..` of `%2e%2e`. */
const REFUSED_ESCAPE = /%(2f|5c|2e)/i;
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * One run of escapes, as the canonical form spells it: escapes of unreserved characters and of `%`
 * stay escaped, for the router compares literal segments to the raw text (`%6cocal` is not
 * `local` to it, though a parameter takes it as `local`); the others are decoded (`%3A` is `:`), as
 * no literal segment holds such a character. Undefined when the bytes are not UTF-8.
 */
const canonicalEscapes = (run: string): string | undefined => {
  let out = '';
  let bytes: number[] = [];
  const flush = () => {
    if (bytes.length) out += utf8.decode(new Uint8Array(bytes));
    bytes = [];
  };
  try {
    for (const escaped of run.match(/%[0-9A-Fa-f]{2}/g) ?? []) {
      const byte = Number.parseInt(escaped.slice(1), 16);
      const char = String.fromCharCode(byte);
      if (byte < 0x80 && (UNRESERVED.test(char) || char === '%')) {
        flush();
        out += escaped;
      } else bytes.push(byte);
    }
    flush();
  } catch {
    return undefined;
  }
  return out;
};

/**
 * The canonical form of a request's path (a URL's pathname as the server parsed it, escapes as
 * sent): ASCII letters lower-cased, one trailing slash dropped, escapes decoded but for unreserved
 * characters and `%`. Two spellings the router sends to the same route have the same canonical
 * form, which is the route's own path with its parameters in place (lower-cased: the form is for
 * matching routes, not for reading parameters). Undefined for what no route takes: an empty
 * segment (`//`, or two trailing slashes), an encoded slash, backslash or dot, a malformed escape or
 * escaped bytes that are not UTF-8, a path not starting with `/`.
 */
export const routePath = (path: string): string | undefined => {
  if (!path.startsWith('/') || REFUSED_ESCAPE.test(path) || /%(?![0-9A-Fa-f]{2})/.test(path))
    return undefined;
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (trimmed !== '/' && trimmed.split('/').slice(1).includes('')) return undefined;
  let malformed = false;
  const decoded = trimmed.replace(ESCAPE_RUN, (run) => {
    const canonical = canonicalEscapes(run);
    if (canonical === undefined) malformed = true;
    return canonical ?? '';
  });
  if (malformed) return undefined;
  // ASCII only, as the router's case-insensitive match: `K` (the Kelvin sign) is not `k` to it.
  return decoded.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
};
