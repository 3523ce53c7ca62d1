import { open } from 'node:fs/promises';

/**
 * What the media library accepts from the content API: the images the product shows (avatars,
 * covers, article figures), recognised by their bytes. Shared by the upload extension, the
 * `/uploads` headers middleware and the plugin and body-parser limits in config/.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** The stored type and extension of each accepted image, by the type sniffed from its bytes. */
export const ACCEPTED_IMAGES: Readonly<Record<string, { mime: string; ext: string }>> = {
  'image/jpeg': { mime: 'image/jpeg', ext: 'jpg' },
  'image/png': { mime: 'image/png', ext: 'png' },
  // An animated PNG is a PNG (browsers show it as image/png).
  'image/apng': { mime: 'image/png', ext: 'png' },
  'image/webp': { mime: 'image/webp', ext: 'webp' },
  'image/avif': { mime: 'image/avif', ext: 'avif' },
  'image/gif': { mime: 'image/gif', ext: 'gif' },
};

/** The MIME types Strapi's own upload validation allows (config/plugins.ts). */
export const ACCEPTED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'];

/**
 * The Content-Type a file under /uploads is served with, by its extension, the CSP of every such
 * answer, and the most pixels an image may have, read from its header before anything decodes it
 * (Strapi's renditions decode it whole: a 30 kB PNG of 16,000 × 16,000 took 16 s of CPU).
 */
export { UPLOAD_CSP, UPLOAD_IMAGE_TYPES as IMAGE_TYPE_BY_EXTENSION, UPLOAD_MAX_PIXELS } from '@katha/rules';

/** Keys of the site's translated messages (@katha/i18n namespace `upload`), sent as `error.details.key`. */
export const UPLOAD_ERROR = {
  notAnImage: 'upload.notAnImage',
  tooLarge: 'upload.tooLarge',
  tooManyPixels: 'upload.tooManyPixels',
} as const;

interface FileTypeModule {
  fileTypeFromBuffer(buffer: Uint8Array): Promise<{ ext: string; mime: string } | undefined>;
}

/**
 * file-type (the sniffing library Strapi's upload plugin uses too) is ESM only, and this CMS
 * compiles to CommonJS, where tsc turns `import()` into `require()`: the Function keeps a real
 * dynamic import, evaluated once.
 */
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<FileTypeModule>;
let fileType: Promise<FileTypeModule> | undefined;

/** file-type reads at most this many bytes from the start of a file. */
const SNIFF_BYTES = 4100;

/** The accepted image type of the file at `path`, from its first bytes, or undefined for anything else. */
export const sniffImage = async (path: string) => {
  const handle = await open(path, 'r');
  let head: Uint8Array;
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SNIFF_BYTES, 0);
    head = new Uint8Array(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
  fileType ??= importEsm('file-type');
  const found = await (await fileType).fileTypeFromBuffer(head);
  return found ? ACCEPTED_IMAGES[found.mime] : undefined;
};
