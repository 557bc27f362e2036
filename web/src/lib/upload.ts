import { type CallArgs, type DataOf, type EndpointDef, endpointUrl } from '@gd/contracts/endpoint';
import { API_BASE, ApiError } from './api-client';
import { endSessionWithNotice } from './session-ended';
import { getToken } from './storage';

export interface UploadOptions {
  /** 0–100 while the body is sent (XMLHttpRequest upload progress; fetch cannot report it). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

type Envelope = { is_error?: boolean; message?: string; message_key?: string; errors?: Record<string, string> };

function parse(text: string): (Envelope & { data?: unknown }) | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' ? (value as Envelope) : null;
  } catch {
    return null;
  }
}

/**
 * A multipart upload to a `multipart` endpoint with upload progress (XMLHttpRequest: fetch cannot report it).
 * Answers the envelope's `data` and fails with the same ApiError as `call` (status 0 without an answer; a 401
 * with a token ends the session).
 */
export function uploadFormData<E extends EndpointDef & { multipart: true }>(
  endpoint: E,
  args: CallArgs<E>,
  options: UploadOptions = {},
): Promise<DataOf<E>> {
  const { onProgress, signal } = options;
  type T = DataOf<E>;
  const body = (args as { body: FormData }).body;
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(endpoint.method, `${API_BASE}${endpointUrl(endpoint, args as object)}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
      };
    }
    const networkError = () =>
      reject(new ApiError(0, 'Network error. Please check your internet connection.', { messageKey: 'NETWORK_ERROR' }));
    xhr.onerror = networkError;
    xhr.ontimeout = networkError;
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      const envelope = parse(xhr.responseText);
      if (xhr.status === 401 && token) endSessionWithNotice();
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (!ok || !envelope || envelope.is_error) {
        const status = ok ? (envelope ? 400 : 502) : xhr.status;
        const message =
          status >= 500
            ? 'Server error (500). Please try again later.'
            : envelope?.message || 'Something went wrong. Please try again.';
        reject(
          new ApiError(status, message, {
            messageKey: envelope?.message_key ?? (status >= 500 ? 'SERVER_ERROR' : undefined),
            fieldErrors: envelope?.errors ?? {},
          }),
        );
        return;
      }
      onProgress?.(100);
      resolve(envelope.data as T);
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
