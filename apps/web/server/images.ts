import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { UPLOAD_CSP } from '@katha/rules';
import { ICON_WIDTHS, IMAGE_ENDPOINT_PATH, IMAGE_QUALITY, IMAGE_WIDTHS } from '@katha/ui/image-sources';
import sharp from 'sharp';

export interface ImageEndpointOptions {
  /** The CMS origin: the only place images are taken from (its `/uploads/…`). */
  cmsUrl: string;
  /** The site's public origin: absolute URLs on it (its proxied `/uploads/…`) are accepted too. */
  publicUrl?: string;
  /** Where resized copies are kept (git-ignored; KATHA_IMAGE_CACHE_DIR). */
  cacheDir: string;
  /** The largest original taken, in bytes (the CMS's own upload limit, 10 MB, by default). */
  maxInputBytes?: number;
  /** How long the CMS may take to send an original, in ms. */
  timeoutMs?: number;
}

/** Handles the request if it is the image endpoint's (`/_image`) and says whether it was. */
export type ImageEndpoint = (request: IncomingMessage, response: ServerResponse) => boolean;

export const IMAGE_MAX_INPUT_BYTES = 10 * 1024 * 1024;
/** sharp's own cap on decoded pixels (a small file can decode to a huge image): 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Copies made at once, and requests for new ones waiting past that. */
const MAX_MAKING = 4;
const MAX_WAITING = 64;
const ALLOWED_WIDTHS = new Set<number>([...IMAGE_WIDTHS, ...ICON_WIDTHS]);
const TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' } as const;
type Format = keyof typeof TYPES;
/** What sharp reads and the endpoint resizes (an animated GIF or anything else is refused). */
const RESIZABLE = new Set(['jpeg', 'png', 'webp', 'avif']);

class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The request's preferred format: AVIF, then WebP, as its `Accept` says; else the original's kind. */
export function negotiateFormat(accept: string | undefined): 'avif' | 'webp' | undefined {
  const types = (accept ?? '').toLowerCase();
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return undefined;
}

/**
 * The upload's path on the CMS for the `url` asked: a `/uploads/…` path, or an absolute URL on the
 * CMS's or the site's origin with such a path. Anything else (another host, another path, `..`,
 * encoded slashes) is refused: the endpoint is no proxy for the web.
 */
export function uploadPathOf(url: string | null, origins: readonly string[]): string {
  if (!url) throw new Refused(400, '"url" is required');
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://relative.invalid');
  } catch {
    throw new Refused(400, '"url" is not a URL');
  }
  const relative =
    parsed.origin === 'http://relative.invalid' && url.startsWith('/') && !url.startsWith('//');
  if (!relative && !origins.includes(parsed.origin))
    throw new Refused(400, 'Only images of the CMS are served');
  if (parsed.search || parsed.hash || parsed.username || parsed.password)
    throw new Refused(400, 'Only images of the CMS are served');
  const path = parsed.pathname;
  if (!/^\/uploads\/[^/]+$/.test(path) || /%2f|%5c|\\/i.test(path) || path.includes('..'))
    throw new Refused(400, 'Only images of the CMS are served');
  return path;
}

/** The original from the CMS, at most `max` bytes, within `timeoutMs`. */
async function fetchOriginal(source: URL, max: number, timeoutMs: number): Promise<Buffer> {
  const answer = await fetch(source, { redirect: 'error', signal: AbortSignal.timeout(timeoutMs) }).catch(
    () => {
      throw new Refused(502, 'The CMS did not answer');
    },
  );
  if (answer.status === 404) throw new Refused(404, 'No such image');
  if (!answer.ok || !answer.body) throw new Refused(502, `The CMS answered ${answer.status}`);
  const type = answer.headers.get('content-type') ?? '';
  if (!type.startsWith('image/')) throw new Refused(400, 'Not an image');
  const length = Number(answer.headers.get('content-length') ?? 0);
  if (length > max) {
    await answer.body.cancel();
    throw new Refused(413, 'The image is too large');
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > max) throw new Refused(413, 'The image is too large');
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/** The original resized to `width` (never enlarged) in `format` (its own kind when none asked). */
async function resize(
  original: Buffer,
  width: number,
  quality: number,
  asked: 'avif' | 'webp' | undefined,
): Promise<{ body: Buffer; format: Format }> {
  const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const meta = await image.metadata().catch(() => {
    throw new Refused(400, 'Not an image');
  });
  if (!meta.format || !RESIZABLE.has(meta.format) || (meta.pages ?? 1) > 1)
    throw new Refused(400, 'Not an image the endpoint resizes');
  const format: Format = asked ?? (meta.format === 'png' ? 'png' : meta.format === 'jpeg' ? 'jpeg' : 'webp');
  const pipeline = image.rotate().resize({ width, withoutEnlargement: true });
  const encoded =
    format === 'avif'
      ? pipeline.avif({ quality, effort: 3 })
      : format === 'webp'
        ? pipeline.webp({ quality })
        : format === 'png'
          ? pipeline.png({ quality, palette: true })
          : pipeline.jpeg({ quality, mozjpeg: true });
  return { body: await encoded.toBuffer(), format };
}

/**
 * The site's image endpoint, `GET /_image?url=<upload>&w=<width>&q=75` (the role `/_next/image`
 * plays in the spec, section 9): a CMS upload resized with sharp to one of the spec's widths
 * (640 … 3840 for layout images, 16 … 384 for icons and avatars; any other is a 400), quality 75,
 * AVIF or WebP as the request's `Accept` allows (else the original's kind), kept on disk and served
 * as immutable (uploads never change under a name). Only uploads of the CMS: other URLs are a 400;
 * an original over `maxInputBytes` is a 413; at most 4 copies are made at once (64 more wait, then
 * 503). Answers keep the uploads' sandboxing CSP and `nosniff`.
 */
export function createImageEndpoint(options: ImageEndpointOptions): ImageEndpoint {
  const cms = new URL(options.cmsUrl);
  const origins = [cms.origin, ...(options.publicUrl ? [new URL(options.publicUrl).origin] : [])];
  const max = options.maxInputBytes ?? IMAGE_MAX_INPUT_BYTES;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const working = new Map<string, Promise<{ body: Buffer; format: Format }>>();
  // At most MAX_MAKING copies made at once (each holds its original, up to `max` bytes, in memory);
  // the next MAX_WAITING wait their turn, and past that the endpoint answers 503.
  let making = 0;
  const waiting: (() => void)[] = [];
  const turn = async () => {
    if (making < MAX_MAKING) {
      making++;
      return;
    }
    if (waiting.length >= MAX_WAITING) throw new Refused(503, 'Too many images are being made; try again');
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const done = () => {
    const next = waiting.shift();
    if (next) next();
    else making--;
  };
  let cacheReady: Promise<unknown> | undefined;

  const make = async (key: string, path: string, width: number, quality: number, asked?: 'avif' | 'webp') => {
    const file = join(options.cacheDir, key);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) {
      const format = (await readFile(`${file}.type`, 'utf8').catch(() => undefined)) as Format | undefined;
      if (format && format in TYPES) return { body: cached, format };
    }
    await turn();
    let made: { body: Buffer; format: Format };
    try {
      const original = await fetchOriginal(new URL(path, cms), max, timeoutMs);
      made = await resize(original, width, quality, asked);
    } finally {
      done();
    }
    cacheReady ??= mkdir(options.cacheDir, { recursive: true });
    await cacheReady;
    // Written aside then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.part`;
    await writeFile(`${file}.type`, made.format);
    await writeFile(partial, made.body);
    await rename(partial, file);
    return made;
  };

  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== IMAGE_ENDPOINT_PATH) return false;
    response.setHeader('Content-Security-Policy', UPLOAD_CSP);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    // Partner pages show these images (the embeds): any origin may load them.
    response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    const fail = (error: unknown) => {
      const status = error instanceof Refused ? error.status : 500;
      const message = error instanceof Refused ? error.message : 'The image could not be made';
      if (response.headersSent) return response.destroy();
      response.writeHead(status, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(message);
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return true;
    }
    try {
      const path = uploadPathOf(url.searchParams.get('url'), origins);
      const width = Number(url.searchParams.get('w'));
      if (!ALLOWED_WIDTHS.has(width)) throw new Refused(400, '"w" is not one of the offered widths');
      const quality = Number(url.searchParams.get('q') ?? IMAGE_QUALITY);
      if (quality !== IMAGE_QUALITY) throw new Refused(400, `"q" is ${IMAGE_QUALITY}`);
      const asked = negotiateFormat(request.headers.accept);
      const key = createHash('sha256')
        .update(`${path}\n${width}\n${quality}\n${asked ?? 'original'}`)
        .digest('hex');
      let made = working.get(key);
      if (!made) {
        made = make(key, path, width, quality, asked);
        working.set(key, made);
        void made.catch(() => undefined).finally(() => working.delete(key));
      }
      made.then(({ body, format }) => {
        response.writeHead(200, {
          'Content-Type': TYPES[format],
          'Content-Length': body.length,
          'Cache-Control': 'public, max-age=31536000, immutable',
          Vary: 'Accept',
          ETag: `"${key.slice(0, 32)}"`,
        });
        response.end(request.method === 'HEAD' ? undefined : body);
      }, fail);
    } catch (error) {
      fail(error);
    }
    return true;
  };
}
