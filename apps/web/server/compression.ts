import { type BrotliOptions, constants, type ZlibOptions } from 'node:zlib';

/** The encoding to answer in for a request's Accept-Encoding: brotli where accepted, else gzip, else none. */
export function acceptedEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = acceptEncoding ?? '';
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}

/**
 * How a rendered page is compressed, streamed (render.ts) or kept for the next visitors
 * (page-cache.ts): brotli at quality 5, gzip at level 6. Quality 5, not brotli's default 11: 11 cost
 * some 200 ms of CPU per home page under load (scripts/bench.mjs) for a few hundred bytes less; the
 * cache compresses a page read again at 11 off the event loop (page-cache.ts `encodedPage`).
 */
export const PAGE_COMPRESSION: { br: BrotliOptions; gzip: ZlibOptions } = {
  br: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  gzip: { level: 6 },
};
