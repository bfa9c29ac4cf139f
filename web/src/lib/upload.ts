import { ApiError, apiErrorOf, NETWORK_ERROR_CODE } from './api';
import { currentLocale } from './i18n';

/** JSON of a response body, or null when it is empty or not JSON. */
export function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

export interface UploadOptions<T> {
  /** The multipart field the file goes in ("file" unless told). */
  field?: string;
  /** Whole percent of the file sent so far (0–100). */
  onProgress?: (percent: number) => void;
  /** Picks the result out of a 2xx body; returning undefined turns the answer into an error. Default: the body itself. */
  select?: (body: unknown) => T | undefined;
  /** Aborting rejects with an AbortError, as fetch does. */
  signal?: AbortSignal;
}

/**
 * Sends one file as multipart/form-data with the session cookie, reporting upload progress
 * (XMLHttpRequest rather than fetch because only it reports progress). Failures are ApiErrors
 * exactly as apiFetch makes them: the server's code, message and field issues, or code NETWORK.
 */
export function uploadFile<T>(url: string, file: File | Blob, options: UploadOptions<T> = {}): Promise<T> {
  const { field = 'file', onProgress, select = (body) => body as T, signal } = options;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLocale());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const result = select(body);
        if (result !== undefined) {
          onProgress?.(100);
          resolve(result);
          return;
        }
      }
      reject(apiErrorOf(xhr.status, body));
    };
    xhr.onerror = () =>
      reject(
        new ApiError(0, NETWORK_ERROR_CODE, 'Network error: failed to fetch. Please check your internet connection.'),
      );
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}
