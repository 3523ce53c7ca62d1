/**
 * Uploaded files, as the CMS and the site's server both serve them: only these images are served
 * as images (by the file's extension; the CMS stores each upload with the extension of the type
 * sniffed from its bytes), anything else as a download, and nothing under /uploads ever runs as a
 * page: no script, no plugin, a unique origin.
 */
export const UPLOAD_IMAGE_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

/** The Content-Security-Policy of every answer under /uploads. */
export const UPLOAD_CSP = "default-src 'none'; sandbox";
