import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import type { Ctx } from '../utils/owner';
import { s3UploadOptions, UPLOADS_PATH } from '../utils/upload-store';

/**
 * The key an upload's path names: `/uploads/<key>` where every segment is a plain file name (no
 * `.`/`..`, nothing encoded): what the provider stores, and nothing that normalises elsewhere (the
 * headers middleware decides by the normalised path, which must be this one).
 */
const objectKey = (path: string) => {
  if (!path.startsWith(`${UPLOADS_PATH}/`)) return undefined;
  const key = path.slice(UPLOADS_PATH.length + 1);
  return /^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/.test(key) ? key : undefined;
};

interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

/**
 * With uploads in a bucket (KATHA_S3_BUCKET), answers `GET`/`HEAD /uploads/<key>` from it, as
 * Strapi's own route answers from the local folder: conditional and range requests, `ETag` and
 * `Last-Modified`, `max-age=0`. It sits inside `global::upload-headers`, which makes every answer
 * inert as before. Without a bucket it passes every request on.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const options = s3UploadOptions(strapi);
  if (!options) return (_ctx: Ctx, next: () => Promise<void>) => next();
  const { params, ...clientOptions } = options.s3Options;
  const client = new S3Client(clientOptions);
  let warned = false;
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const key = ctx.method === 'GET' || ctx.method === 'HEAD' ? objectKey(ctx.path) : undefined;
    if (key === undefined) return next();
    // A date that is not one is no condition, as for local files (not a failed call to the store).
    const since = new Date(ctx.get('If-Modified-Since'));
    const input = {
      Bucket: params.Bucket,
      Key: key,
      Range: ctx.get('Range') || undefined,
      IfNoneMatch: ctx.get('If-None-Match') || undefined,
      IfModifiedSince: Number.isNaN(since.getTime()) ? undefined : since,
    };
    try {
      const object =
        ctx.method === 'HEAD'
          ? await client.send(new HeadObjectCommand(input))
          : await client.send(new GetObjectCommand(input));
      warned = false;
      ctx.status = 'ContentRange' in object && object.ContentRange ? 206 : 200;
      if ('ContentRange' in object && object.ContentRange) ctx.set('Content-Range', object.ContentRange);
      if (object.ETag) ctx.set('ETag', object.ETag);
      if (object.LastModified) ctx.set('Last-Modified', object.LastModified.toUTCString());
      ctx.set('Accept-Ranges', 'bytes');
      ctx.set('Cache-Control', 'max-age=0');
      if ('Body' in object && object.Body) ctx.body = object.Body as Readable;
      if (object.ContentLength !== undefined) ctx.length = object.ContentLength;
    } catch (error) {
      const { name, $metadata } = error as S3Failure;
      const status = $metadata?.httpStatusCode;
      if (status === 304 || status === 412 || status === 416) ctx.status = status;
      else if (status === 404 || name === 'NoSuchKey' || name === 'NotFound') ctx.status = 404;
      else {
        // The store unreachable or refusing us: say so once per outage, answer 503 meanwhile.
        if (!warned) strapi.log.error(`Upload store unreachable (${name ?? 'error'}): /uploads answers 503`);
        warned = true;
        ctx.status = 503;
      }
    }
  };
};
