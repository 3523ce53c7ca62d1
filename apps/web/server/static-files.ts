import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { acceptedEncodings } from './compression.js';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
// Source maps are fetched by developer tools only: served as they are, not worth compressing at startup.
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.webmanifest']);

export interface StaticFile {
  type: string;
  /** `/assets/*` names carry a content hash: cached for a year. */
  immutable: boolean;
  raw: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/** Compresses text once (gzip and brotli at their best levels), at startup rather than per request. */
export function compressed(raw: Buffer): Pick<StaticFile, 'gzip' | 'br'> {
  return {
    gzip: gzipSync(raw, { level: 9 }),
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

/** Every file of the client build, by URL path, loaded and compressed once. */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        visit(path);
        continue;
      }
      const ext = extname(name).toLowerCase();
      const url = `/${relative(root, path).split(sep).join('/')}`;
      // Vite's build manifest (.vite/) is for scripts/size.mjs, not for browsers.
      if (url.startsWith('/.vite/')) continue;
      const raw = readFileSync(path);
      files.set(url, {
        type: TYPES[ext] ?? 'application/octet-stream',
        immutable: url.startsWith('/assets/'),
        raw,
        ...(COMPRESSIBLE.has(ext) && raw.length > 512 ? compressed(raw) : {}),
      });
    }
  };
  visit(root);
  return files;
}

/** The file in the best encoding the client accepts (compression.ts) among those the file has. */
export function pickEncoding(file: Pick<StaticFile, 'gzip' | 'br'>, acceptEncoding: string | undefined) {
  const encoding = acceptedEncodings(acceptEncoding).find((name) => file[name]);
  return encoding ? { encoding, body: file[encoding]! } : undefined;
}
