import { ApiError, apiErrorOf } from '../../../lib/api-client';

export type UploadedPhoto = { insertedId: string; url: string };

type UploadOptions = {
  /** Called with 0–100 as the file leaves the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** A refused upload's answer (not JSON, say from a proxy: the status says enough). */
function errorFrom(xhr: XMLHttpRequest): ApiError {
  let body: unknown = null;
  try {
    body = JSON.parse(xhr.responseText);
  } catch {
    body = null;
  }
  return apiErrorOf(xhr.status, body, `The photo could not be uploaded (${xhr.status})`);
}

/**
 * POST /api/media (multipart field `image`, admins only). XMLHttpRequest rather than fetch because only
 * it reports upload progress. The answer names the stored picture's URL; a refusal is an ApiError
 * whose `fields.image` says why, status 0 when the network failed.
 */
export function uploadPhoto(file: File, { onProgress, signal }: UploadOptions = {}): Promise<UploadedPhoto> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/media');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as UploadedPhoto);
        } catch {
          reject(new ApiError(xhr.status, 'HttpError', 'The photo was sent but the answer could not be read'));
        }
      } else {
        reject(errorFrom(xhr));
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'NetworkError', 'The photo could not be sent')));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    form.append('image', file, file.name);
    xhr.send(form);
  });
}
