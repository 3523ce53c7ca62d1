import type { ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { UPLOAD_CSP, UPLOAD_IMAGE_TYPES } from '@katha/rules';

/** The headers of an answer for `path` (a path under /uploads), as set on the site's answer. */
export function uploadHeaders(path: string, status: number): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': UPLOAD_CSP,
    'X-Content-Type-Options': 'nosniff',
  };
  if (status !== 200 && status !== 206 && status !== 304) return headers;
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // served under its raw name
  }
  const image = UPLOAD_IMAGE_TYPES[extname(decoded).toLowerCase()];
  if (image) headers['Content-Type'] = image;
  else {
    headers['Content-Type'] = 'application/octet-stream';
    headers['Content-Disposition'] = 'attachment';
  }
  return headers;
}

/** The headers given to writeHead without the `decided` ones (object or flat array form). */
const without = (headers: unknown, decided: Set<string>): unknown => {
  if (Array.isArray(headers)) {
    const kept: unknown[] = [];
    for (let i = 0; i + 1 < headers.length; i += 2) {
      if (!decided.has(String(headers[i]).toLowerCase())) kept.push(headers[i], headers[i + 1]);
    }
    return kept;
  }
  if (headers && typeof headers === 'object') {
    return Object.fromEntries(Object.entries(headers).filter(([name]) => !decided.has(name.toLowerCase())));
  }
  return headers;
};

/**
 * Makes the answer for a `/uploads/*` path inert, whatever writes it (the proxy passes the CMS's
 * headers on): `nosniff`, the sandboxing CSP instead of the site's, and the file's image type, or
 * an `application/octet-stream` attachment for anything else (files stored before uploads were
 * limited to images may be HTML or script). Call it before the answer is written.
 */
export function keepUploadInert(response: ServerResponse, path: string): void {
  const writeHead = response.writeHead.bind(response) as (
    status: number,
    ...rest: unknown[]
  ) => ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = uploadHeaders(path, status);
    const decided = new Set(['content-disposition', 'content-security-policy-report-only']);
    for (const [name, value] of Object.entries(headers)) {
      response.setHeader(name, value);
      decided.add(name.toLowerCase());
    }
    if (!headers['Content-Disposition']) response.removeHeader('Content-Disposition');
    // writeHead's own headers (the CMS's, from the proxy) win over setHeader's: take the decided ones out.
    const last = rest.length - 1;
    const args = rest.map((arg, index) =>
      index === last && typeof arg !== 'string' ? without(arg, decided) : arg,
    );
    return writeHead(status, ...args);
  }) as ServerResponse['writeHead'];
}
