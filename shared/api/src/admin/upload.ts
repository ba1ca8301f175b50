import { ApiError, apiUrl, getApiConfig, NETWORK_ERROR_MESSAGE } from '@store/api';
import type { UploadResponse } from '@store/contracts';

/**
 * POST /api/upload as multipart (field `image`). XMLHttpRequest rather than fetch because only it
 * reports upload progress in every browser.
 */
export function uploadImage(file: Blob, onProgress?: (fraction: number) => void): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/api/upload'));
    const token = getApiConfig().getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<UploadResponse> & { message?: string };
      if (xhr.status >= 200 && xhr.status < 300 && typeof body?.imageUrl === 'string') {
        onProgress?.(1);
        resolve({ imageUrl: body.imageUrl });
      } else {
        const fromServer = typeof body?.message === 'string';
        reject(
          new ApiError(xhr.status, body?.message ?? `Upload failed with status ${xhr.status}`, fromServer),
        );
      }
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE, false));
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}
