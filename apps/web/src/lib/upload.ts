import type { Media } from '@katha/sdk';
import { API_BASE } from './client.js';

/**
 * Uploads one file to the CMS media library with progress (fetch cannot report upload
 * progress, so this is the one call made with XMLHttpRequest). No bearer of its own: the
 * same-origin request carries the session cookie, and the site's server adds the token.
 */
export function uploadWithProgress(file: File, onProgress: (fraction: number) => void): Promise<Media> {
  return new Promise((resolve, reject) => {
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
      reject(new Error(`Upload failed: ${request.status}`));
    };
    request.onerror = () => reject(new Error('Upload failed'));
    const body = new FormData();
    body.append('files', file);
    request.send(body);
  });
}
