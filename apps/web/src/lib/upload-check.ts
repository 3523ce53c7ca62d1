/** What the CMS accepts (it recognises images by their bytes; this is only the file picker's and the pre-check's hint). */
export const UPLOAD_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;
/** The `accept` of the site's image pickers. */
export const UPLOAD_ACCEPT = UPLOAD_IMAGE_TYPES.join(',');
/** The CMS's limit per file (10 MB). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Why a file was refused: the CMS's `error.details.key`, an id of the `upload` message namespace. */
export type UploadRefusal = 'upload.notAnImage' | 'upload.tooLarge' | 'upload.tooManyPixels';
const REFUSALS: readonly string[] = [
  'upload.notAnImage',
  'upload.tooLarge',
  'upload.tooManyPixels',
] satisfies UploadRefusal[];

/** A failed upload: `key` says why the file was refused (show `t(key)`), absent for other failures. */
export class UploadError extends Error {
  override readonly name = 'UploadError';
  constructor(
    readonly status: number,
    readonly key?: UploadRefusal,
  ) {
    super(key ?? `Upload failed: ${status}`);
  }
}

/** The refusal the server would answer for an obviously wrong file (declared type, size), before sending it. */
export function precheckUpload(file: File): UploadRefusal | undefined {
  if (file.type && !(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'upload.notAnImage';
  if (file.size > UPLOAD_MAX_BYTES) return 'upload.tooLarge';
  return undefined;
}

/** The error of a failed upload answer: its refusal key when the CMS gave one. */
export function uploadErrorOf(status: number, responseText: string): UploadError {
  let key: unknown;
  try {
    key = (JSON.parse(responseText) as { error?: { details?: { key?: unknown } } }).error?.details?.key;
  } catch {
    key = undefined;
  }
  return new UploadError(
    status,
    typeof key === 'string' && REFUSALS.includes(key) ? (key as UploadRefusal) : undefined,
  );
}

/** The refusal of a failed upload, if it was one (for the message to show). */
export const refusalOf = (error: unknown): UploadRefusal | undefined =>
  error instanceof UploadError ? error.key : undefined;
