import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { UPLOAD_CSP, UPLOAD_MAX_PIXELS } from '@katha/rules';
import { ICON_WIDTHS, IMAGE_ENDPOINT_PATH, IMAGE_QUALITY, IMAGE_WIDTHS } from '@katha/ui/image-sources';
import sharp from 'sharp';
import { readerAddress } from './session.js';

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
  /**
   * Believe the last `X-Forwarded-For` entry (the proxy in front saw the reader there): the
   * endpoint's turns are per reader, not all the proxy's (KATHA_WEB_TRUST_PROXY).
   */
  trustProxy?: boolean;
}

/** Handles the request if it is the image endpoint's (`/_image`) and says whether it was. */
export type ImageEndpoint = (request: IncomingMessage, response: ServerResponse) => boolean;

export const IMAGE_MAX_INPUT_BYTES = 10 * 1024 * 1024;
/**
 * Copies made at once: one per core, at most 4 (each is CPU bound; more at once only makes each
 * slower). Past that, requests wait their turn (`FairQueue`): at most MAX_WAITING in all and
 * MAX_WAITING_PER_CLIENT per reader (a browser has 6 connections to a site), then 503.
 */
const MAX_MAKING = Math.max(1, Math.min(4, availableParallelism()));
const MAX_WAITING = 64;
const MAX_WAITING_PER_CLIENT = 12;
/** The longest sharp may work on one copy: past it the request fails (a 503) and the core is free. */
const RESIZE_TIMEOUT_S = 10;
/**
 * AVIF is made up to this width; wider copies are WebP: AVIF's encoder took 2.3 s for a 3,840 px
 * copy, WebP a fifth of that, for a size only the widest screens ask for.
 */
const AVIF_MAX_WIDTH = 2048;
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
  // The uploads' own cap (a small file can decode to a huge image): an original stored before it
  // or by other means is refused from its header, never decoded.
  const image = sharp(original, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'error' });
  const meta = await image.metadata().catch((error: Error) => {
    throw /pixel limit/i.test(error.message)
      ? new Refused(413, 'The image has too many pixels')
      : new Refused(400, 'Not an image');
  });
  if (!meta.format || !RESIZABLE.has(meta.format) || (meta.pages ?? 1) > 1)
    throw new Refused(400, 'Not an image the endpoint resizes');
  const wanted = asked === 'avif' && width > AVIF_MAX_WIDTH ? 'webp' : asked;
  const format: Format = wanted ?? (meta.format === 'png' ? 'png' : meta.format === 'jpeg' ? 'jpeg' : 'webp');
  const pipeline = image
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .timeout({ seconds: RESIZE_TIMEOUT_S });
  const encoded =
    format === 'avif'
      ? pipeline.avif({ quality, effort: 3 })
      : format === 'webp'
        ? pipeline.webp({ quality })
        : format === 'png'
          ? pipeline.png({ quality, palette: true })
          : pipeline.jpeg({ quality, mozjpeg: true });
  const body = await encoded.toBuffer().catch((error: Error) => {
    throw /timeout/i.test(error.message) ? new Refused(503, 'The image took too long to make') : error;
  });
  return { body, format };
}

/**
 * Turns at making copies, shared fairly: at most `concurrency` at once; the requests waiting past
 * that are queued per client and served in rotation, one per client per turn, so one reader's
 * burst of new sizes waits behind itself, not in front of everyone else's images. A client with
 * `perClient` waiting, or a queue of `total`, is refused (503) rather than queued.
 */
export class FairQueue {
  #running = 0;
  #waiting = 0;
  /** Each client's waiting requests; the map's order is the rotation's. */
  readonly #lanes = new Map<string, (() => void)[]>();

  constructor(
    readonly concurrency: number,
    readonly perClient: number,
    readonly total: number,
  ) {}

  /** Resolves when `client` may start (then call `done` once finished); rejects with a 503 when full. */
  async turn(client: string): Promise<void> {
    if (this.#running < this.concurrency) {
      this.#running++;
      return;
    }
    const lane = this.#lanes.get(client) ?? [];
    if (lane.length >= this.perClient || this.#waiting >= this.total)
      throw new Refused(503, 'Too many images are being made; try again');
    this.#lanes.set(client, lane);
    this.#waiting++;
    await new Promise<void>((resolve) => lane.push(resolve));
  }

  /** A copy is made: the next client in the rotation starts its oldest request, and goes last. */
  done(): void {
    const next = this.#lanes.entries().next().value;
    if (!next) {
      this.#running--;
      return;
    }
    const [client, lane] = next;
    this.#lanes.delete(client);
    const start = lane.shift();
    if (lane.length) this.#lanes.set(client, lane);
    this.#waiting--;
    start?.();
  }
}

/**
 * The site's image endpoint, `GET /_image?url=<upload>&w=<width>&q=75` (the role `/_next/image`
 * plays in the spec, section 9): a CMS upload resized with sharp to one of the spec's widths
 * (640 … 3840 for layout images, 16 … 384 for icons and avatars; any other is a 400), quality 75,
 * AVIF or WebP as the request's `Accept` allows (else the original's kind), kept on disk and served
 * as immutable (uploads never change under a name). Only uploads of the CMS: other URLs are a 400;
 * an original over `maxInputBytes` or UPLOAD_MAX_PIXELS is a 413. Copies already made are read
 * from disk at once; new ones take turns per reader (`FairQueue`: a core each, waiting ones in
 * rotation per client, a 503 past the bounds or RESIZE_TIMEOUT_S of work). Answers keep the
 * uploads' sandboxing CSP and `nosniff`.
 */
export function createImageEndpoint(options: ImageEndpointOptions): ImageEndpoint {
  const cms = new URL(options.cmsUrl);
  const origins = [cms.origin, ...(options.publicUrl ? [new URL(options.publicUrl).origin] : [])];
  const max = options.maxInputBytes ?? IMAGE_MAX_INPUT_BYTES;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const working = new Map<string, Promise<{ body: Buffer; format: Format }>>();
  // Each copy holds its original (up to `max` bytes) in memory while it is made.
  const queue = new FairQueue(MAX_MAKING, MAX_WAITING_PER_CLIENT, MAX_WAITING);
  /** Who asks, for the queue's turns: the reader's address (the proxy's last entry when trusted). */
  const clientOf = (request: IncomingMessage) => readerAddress(request, options);
  let cacheReady: Promise<unknown> | undefined;

  const make = async (
    client: string,
    key: string,
    path: string,
    width: number,
    quality: number,
    asked?: 'avif' | 'webp',
  ) => {
    const file = join(options.cacheDir, key);
    const cached = await readFile(file).catch(() => undefined);
    if (cached) {
      const format = (await readFile(`${file}.type`, 'utf8').catch(() => undefined)) as Format | undefined;
      if (format && format in TYPES) return { body: cached, format };
    }
    await queue.turn(client);
    let made: { body: Buffer; format: Format };
    try {
      const original = await fetchOriginal(new URL(path, cms), max, timeoutMs);
      made = await resize(original, width, quality, asked);
    } finally {
      queue.done();
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
        ...(status === 503 ? { 'Retry-After': '1' } : {}),
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
        made = make(clientOf(request), key, path, width, quality, asked);
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
