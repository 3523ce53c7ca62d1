import type { Media } from '@katha/sdk';
import { useState } from 'react';
import { API_BASE } from './client.js';
import { precheckUpload, refusalOf, UploadError, type UploadRefusal, uploadErrorOf } from './upload-check.js';

/**
 * Uploads one file to the CMS media library with progress (fetch cannot report upload
 * progress, so this is the one call made with XMLHttpRequest). No bearer of its own: the
 * same-origin request carries the session cookie, and the site's server adds the token.
 */
export function uploadWithProgress(file: File, onProgress: (fraction: number) => void): Promise<Media> {
  return new Promise((resolve, reject) => {
    // The CMS decides (by the file's bytes); an obviously wrong file is refused here without sending it.
    const refused = precheckUpload(file);
    if (refused) return reject(new UploadError(0, refused));
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/upload`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        const [media] = JSON.parse(request.responseText) as Media[];
        if (media) return resolve(media);
      }
      reject(uploadErrorOf(request.status, request.responseText));
    };
    request.onerror = () => reject(new Error('Upload failed'));
    const body = new FormData();
    body.append('files', file);
    request.send(body);
  });
}

/**
 * A picker's upload and its states: `upload(file)` sends the file with `uploadWithProgress`, then
 * hands the stored media to `use` (which may save it somewhere, and may throw). While it runs,
 * `progress` is 0..1 (else null); when it or `use` fails, `failure` is why: the refusal (show
 * `t(failure)`), or `'failed'` for anything else (the picker's own message).
 */
export function useUpload(use: (media: Media) => unknown) {
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<UploadRefusal | 'failed' | null>(null);
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      await use(await uploadWithProgress(file, setProgress));
    } catch (error) {
      setFailure(refusalOf(error) ?? 'failed');
    } finally {
      setProgress(null);
    }
  };
  return { progress, failure, upload };
}
