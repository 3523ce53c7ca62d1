import type { Media } from '@katha/sdk';
import { API_BASE } from './client.js';
import { precheckUpload, UploadError, uploadErrorOf } from './upload-check.js';

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
