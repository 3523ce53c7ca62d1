import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { AuthUser, Ctx } from '../../utils/owner';
import { sniffImage, UPLOAD_ERROR, UPLOAD_MAX_BYTES, UPLOAD_MAX_PIXELS } from '../../utils/uploads';

type Handler = (this: Controller, ctx: Ctx) => Promise<unknown>;
type Controller = Record<string, Handler>;
interface UploadPlugin {
  contentTypes: { file: { schema: { attributes: Record<string, unknown> } } };
  controllers: { 'content-api': (deps: { strapi: Core.Strapi }) => Controller };
}
/** What formidable (Strapi's body parser) gives a controller for each file part. */
interface UploadedFile {
  filepath: string;
  size: number;
  originalFilename?: string | null;
  mimetype?: string | null;
  detectedMimeType?: string;
}

const FILE = 'plugin::upload.file';
/**
 * Who uploaded a file through the content API: the users-permissions user's id. A private
 * integer column on the plugin's own table (one more column, no join table, no migration to
 * keep beside Strapi's) rather than a relation: a relation to users would be one more way to
 * reach user rows through populate, and ownership only ever needs "is this the caller". Private,
 * so the API never shows it; null for files the admin panel or the seed stored (staff only).
 */
export const OWNER = 'uploadedBy';
const STAFF_ROLE = 'katha_staff';
/** The multipart fields the content API's upload takes; `ref`/`refId`/`field`/`path` would attach the file to any entry. */
const BODY_FIELDS = ['fileInfo'];

const filesOf = (ctx: Ctx): UploadedFile[] => {
  const files = (ctx.request as { files?: { files?: UploadedFile | UploadedFile[] } }).files?.files;
  return files ? (Array.isArray(files) ? files : [files]) : [];
};

/** Staff, and API tokens (made by admins in the admin panel), may change any file. */
const isTrusted = (ctx: Ctx) => {
  const user = ctx.state.user as AuthUser | undefined;
  if (user) return user.role?.type === STAFF_ROLE;
  return (ctx.state.auth as { strategy?: { name?: string } } | undefined)?.strategy?.name === 'api-token';
};

/** Strapi's image service: its `getDimensions` reads an image's header with sharp, decoding nothing. */
interface ImageManipulation {
  getDimensions(file: { filepath: string }): Promise<{ width: number | null; height: number | null }>;
}

/**
 * Images only, by their bytes: each file must be a JPEG, PNG, WebP, AVIF or GIF of at most
 * UPLOAD_MAX_BYTES and UPLOAD_MAX_PIXELS (from its header, before Strapi decodes it for its
 * renditions; an animated image's renditions decode its first frame), whatever its name or
 * declared type says (an SVG, HTML or script is refused). The stored mime and extension are the
 * sniffed ones: Strapi takes the type from `detectedMimeType` and the extension from the file name.
 */
const acceptImages = async (strapi: Core.Strapi, files: UploadedFile[]) => {
  for (const file of files) {
    if (file.size > UPLOAD_MAX_BYTES) {
      throw new errors.ValidationError(`A file may be at most ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`, {
        key: UPLOAD_ERROR.tooLarge,
      });
    }
    const image = await sniffImage(file.filepath);
    if (!image) {
      throw new errors.ValidationError('Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded', {
        key: UPLOAD_ERROR.notAnImage,
      });
    }
    const images = strapi.plugin('upload').service('image-manipulation') as ImageManipulation;
    const { width, height } = await images.getDimensions(file).catch(() => ({ width: null, height: null }));
    if (!width || !height) {
      throw new errors.ValidationError('Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded', {
        key: UPLOAD_ERROR.notAnImage,
      });
    }
    if (width * height > UPLOAD_MAX_PIXELS) {
      throw new errors.ValidationError(
        `An image may have at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels (this one has ${width} × ${height})`,
        { key: UPLOAD_ERROR.tooManyPixels },
      );
    }
    const name = file.originalFilename || 'image';
    const base = path.basename(name, path.extname(name)) || 'image';
    file.originalFilename = `${base}.${image.ext}`;
    file.mimetype = image.mime;
    file.detectedMimeType = image.mime;
  }
};

/**
 * The content API's media library (`/api/upload`), for readers and writers:
 * - uploads are images only (acceptImages) and remember their uploader (OWNER);
 * - replacing a file (`POST /upload?id=` with a file), changing its info (the same without one)
 *   and deleting it (`DELETE /upload/files/:id`) are for its uploader and staff; others get 403;
 * - nobody but staff lists or reads files through `/upload/files` (the permission matrix grants
 *   those routes to no role; this holds even if a role is given them by mistake).
 * The admin panel's media library (its own controllers) and the seed (the upload service) are untouched.
 */
export default (plugin: UploadPlugin) => {
  plugin.contentTypes.file.schema.attributes[OWNER] = {
    type: 'integer',
    private: true,
    configurable: false,
    searchable: false,
  };

  const factory = plugin.controllers['content-api'];
  plugin.controllers['content-api'] = (deps) => {
    const { strapi } = deps;
    const controller = factory(deps);
    const { upload, destroy, find, findOne, findPage } = controller;

    /** 404 when the file does not exist, 403 when the caller is neither its uploader nor staff. */
    const assertMayChange = async (ctx: Ctx, id: unknown) => {
      if (typeof id !== 'string' && typeof id !== 'number') {
        throw new errors.ValidationError('File id is required and must be a single value');
      }
      const file = await strapi.db.query(FILE).findOne({ where: { id }, select: ['id', OWNER] });
      if (!file) throw new errors.NotFoundError('file.notFound');
      if (isTrusted(ctx)) return;
      const user = ctx.state.user as AuthUser | undefined;
      if (!user || file[OWNER] !== user.id) {
        throw new errors.ForbiddenError('Only the person who uploaded this file, or staff, can change it');
      }
    };

    const staffOnly = (handler: Handler): Handler =>
      async function (ctx) {
        if (!isTrusted(ctx)) throw new errors.ForbiddenError('The media library is not listed');
        return handler.call(this, ctx);
      };

    return {
      ...controller,
      async upload(ctx) {
        const body = ((ctx.request as { body?: Record<string, unknown> }).body ?? {}) as Record<
          string,
          unknown
        >;
        const refused = Object.keys(body).filter((key) => !BODY_FIELDS.includes(key));
        if (refused.length) {
          throw new errors.ValidationError(
            `These fields cannot be sent with an upload: ${refused.join(', ')}`,
          );
        }
        const { id } = ctx.query;
        if (id !== undefined) await assertMayChange(ctx, id);
        const files = filesOf(ctx);
        await acceptImages(strapi, files);
        await upload.call(this, ctx);
        // A new upload: record who made it (the files exist without an owner for this instant, when only staff may change them).
        const user = ctx.state.user as AuthUser | undefined;
        if (id === undefined && user && files.length) {
          const stored = (Array.isArray(ctx.body) ? ctx.body : [ctx.body]) as { id?: number }[];
          const ids = stored
            .map((file) => file?.id)
            .filter((fileId): fileId is number => typeof fileId === 'number');
          if (ids.length) {
            await strapi.db
              .query(FILE)
              .updateMany({ where: { id: { $in: ids } }, data: { [OWNER]: user.id } });
          }
        }
      },
      async destroy(ctx) {
        await assertMayChange(ctx, ctx.params.id);
        return destroy.call(this, ctx);
      },
      find: staffOnly(find),
      findOne: staffOnly(findOne),
      findPage: staffOnly(findPage),
    };
  };

  return plugin;
};
