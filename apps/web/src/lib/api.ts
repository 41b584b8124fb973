import type { ErrorResponse } from '@homebid/shared/schemas/common';
import { MSG } from '@homebid/shared/constants';
import { takeEarly } from './early-fetch';

/** An API error carrying the message the user should read. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

async function parse<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const body = await response.json().catch(() => undefined);
  if (!response.ok) {
    const error = (body as ErrorResponse | undefined)?.error;
    throw new ApiError(error?.message ?? MSG.genericSaveFailure, response.status, error?.code ?? 'http_error', error?.field);
  }
  return body as T;
}

/** Calls the API with the session cookie; JSON in, JSON out, errors as ApiError. */
export async function apiFetch<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  const isForm = init.body instanceof FormData;
  const method = init.method ?? (init.body ? 'POST' : 'GET');
  const request = () =>
    fetch(`/api${path}`, {
      method,
      credentials: 'same-origin',
      headers: init.body && !isForm ? { 'content-type': 'application/json' } : undefined,
      body: init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      signal: init.signal,
    });
  let response: Response;
  try {
    response = await ((method === 'GET' && takeEarly(path)) || request());
  } catch {
    throw new ApiError(MSG.networkError, 0, 'network');
  }
  return parse<T>(response);
}

/**
 * Uploads a file with progress (fetch cannot report upload progress).
 * `onProgress` receives 0..100.
 */
export function apiUpload<T>(path: string, form: FormData, onProgress?: (percent: number) => void, method = 'POST'): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `/api${path}`);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(Math.round((event.loaded / event.total) * 100));
    xhr.onerror = () => reject(new ApiError(MSG.networkError, 0, 'network'));
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, { status: xhr.status, headers: { 'content-type': 'application/json' } });
      parse<T>(response).then(resolve, reject);
    };
    xhr.send(form);
  });
}
