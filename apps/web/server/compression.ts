import { type BrotliOptions, constants, type ZlibOptions } from 'node:zlib';

/** The encodings a request's Accept-Encoding allows, best first: brotli, then gzip. */
export function acceptedEncodings(acceptEncoding: string | undefined): ('br' | 'gzip')[] {
  const accepted = acceptEncoding ?? '';
  return (['br', 'gzip'] as const).filter((encoding) => new RegExp(`\\b${encoding}\\b`).test(accepted));
}

/** The encoding to answer in: the best the request allows, or none. */
export const acceptedEncoding = (acceptEncoding: string | undefined) => acceptedEncodings(acceptEncoding)[0];

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
