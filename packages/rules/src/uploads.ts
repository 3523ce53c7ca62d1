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

/**
 * The most pixels an uploaded image may have (width × height × frames): 40 megapixels, a 50 MP
 * camera's photo downsized once, or 8000 × 5000. A PNG of 16,000 × 16,000 is 30 kB and decodes to
 * 1 GB: the CMS refuses it from its header, and the site's image endpoint decodes nothing larger.
 */
export const UPLOAD_MAX_PIXELS = 40_000_000;
