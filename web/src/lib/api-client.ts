// The one HTTP client of the web app: bearer token in, `ApiError` out, dead sessions end here (SPEC §4).
import { sessionFlags, tokenStorage } from './storage';

/** A failed call: HTTP status (0 when the server was not reached), stable code and a text safe to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * When false, a 401/403 is an ordinary answer (bad credentials at login) instead of a dead session.
   * Defaults to true.
   */
  sessionCheck?: boolean;
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  if (!isJson || text === '') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (typeof body === 'object' && body !== null) {
    const code: unknown = Reflect.get(body, 'error');
    const message: unknown = Reflect.get(body, 'message');
    return new ApiError(
      status,
      typeof code === 'string' ? code : `http_${status}`,
      typeof message === 'string' && message !== '' ? message : typeof code === 'string' ? code : statusText,
    );
  }
  const text = typeof body === 'string' ? body.trim() : '';
  return new ApiError(status, `http_${status}`, text || statusText || `HTTP ${status}`);
}

// Clearing the token is enough to leave: the route guard sees the logged-out state and goes to /login.
function endSession(): void {
  sessionFlags.markExpired();
  tokenStorage.clear();
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const token = tokenStorage.get();
  const headers = new Headers({ Accept: 'application/json, text/plain;q=0.9, */*;q=0.8' });
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: requestBody,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }

  const responseBody = await readBody(response);
  if (response.ok) return responseBody as T;

  if ((response.status === 401 || response.status === 403) && token && options.sessionCheck !== false) {
    endSession();
  }
  throw toApiError(response.status, response.statusText, responseBody);
}

/** JSON bodies are parsed by content type; anything else (version strings, plain-text answers) is a string. */
export const apiClient = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
};

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
