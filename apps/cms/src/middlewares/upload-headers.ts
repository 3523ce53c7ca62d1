import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Ctx } from '../utils/owner';
import { IMAGE_TYPE_BY_EXTENSION, UPLOAD_CSP } from '../utils/uploads';

/** The path of a URL as the static file servers read it (decoded), or the raw one when it does not decode. */
const decodedPath = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/**
 * Files under /uploads never become a page: every answer for them carries `nosniff` and a CSP
 * that sandboxes it and allows nothing; a file is served as its image type when its extension
 * is one of the accepted images, otherwise as an `application/octet-stream` attachment (files
 * stored before uploads were limited to images may be HTML or script). The answer counts as an
 * upload by its URL and also by the file actually sent (koa-send decodes and normalises paths, so
 * `/api/..%2fuploads/x.html` reaches the same file through the public folder's route).
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const uploadsDir = path.join(path.resolve(strapi.dirs.static.public), 'uploads') + path.sep;
  return async (ctx: Ctx, next: () => Promise<void>) => {
    await next();
    const body = ctx.body as { path?: unknown } | undefined;
    const sentFile =
      body && typeof body === 'object' && typeof body.path === 'string' ? body.path : undefined;
    const byUrl = /^\/+uploads\//i.test(path.posix.normalize(decodedPath(ctx.path)));
    const byFile = sentFile !== undefined && path.resolve(sentFile).startsWith(uploadsDir);
    if (!byUrl && !byFile) return;
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', UPLOAD_CSP);
    if (ctx.status !== 200 && ctx.status !== 206 && ctx.status !== 304) return;
    const type = IMAGE_TYPE_BY_EXTENSION[path.extname(sentFile ?? decodedPath(ctx.path)).toLowerCase()];
    if (type) {
      ctx.type = type;
    } else {
      ctx.type = 'application/octet-stream';
      ctx.set('Content-Disposition', 'attachment');
    }
  };
};
