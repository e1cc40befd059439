// The one HTTP client of the web app: bearer token in, `ApiError` out, dead sessions end here (SPEC §4), outdated
// tokens are swapped for fresh ones here.
import { JSON_ACCEPT, takeFirstCall } from './first-call-handoff';
import { sessionFlags, tokenStorage } from './storage';

/**
 * A failed call: HTTP status (0 when the server was not reached), stable code, a text safe to show, and the
 * server's `Retry-After` in seconds when it sent one (429).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: string, message: string, retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /**
   * Statuses that mean the session is dead (SPEC §4: 401 and 403 from the main calls, the default). Sign-in
   * calls pass none (a 401 there is a form error); calls whose 403 means "not yours" (teams) pass only 401.
   */
  sessionEndsOn?: readonly number[];
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
  /**
   * Sent instead of the account's bearer token (a live game's `Player <token>`): such a call is not the session's,
   * so no answer to it ever ends or renews the session (SPEC §4).
   */
  authorization?: string;
};

const SESSION_ENDING_STATUSES: readonly number[] = [401, 403];

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

/** `Retry-After` as whole seconds; the HTTP-date form is accepted too. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : undefined;
}

function toApiError(response: Response, body: unknown): ApiError {
  const { status, statusText } = response;
  const retryAfter = retryAfterSeconds(response.headers.get('retry-after'));
  if (typeof body === 'object' && body !== null) {
    const code: unknown = Reflect.get(body, 'error');
    const message: unknown = Reflect.get(body, 'message');
    return new ApiError(
      status,
      typeof code === 'string' ? code : `http_${status}`,
      typeof message === 'string' && message !== '' ? message : typeof code === 'string' ? code : statusText,
      retryAfter,
    );
  }
  const text = typeof body === 'string' ? body.trim() : '';
  return new ApiError(status, `http_${status}`, text || statusText || `HTTP ${status}`, retryAfter);
}

// Clearing the token is enough to leave: the route guard sees the logged-out state and goes to /login.
function endSession(): void {
  sessionFlags.markExpired();
  tokenStorage.clear();
}

const REFRESH_PATH = '/api/v2/auth/refresh';
/** The code of a token a change of its user outdated (ErrorCode.tokenOutdated in packages/contracts, errors.ts). */
const TOKEN_OUTDATED = 'token_outdated';

function errorCodeOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null ? Reflect.get(body, 'error') : undefined;
}

/** Told when an outdated token was swapped silently: what was cached from the old one (the profile) is stale. */
const renewalListeners = new Set<() => void>();

export function onTokenRenewed(listener: () => void): () => void {
  renewalListeners.add(listener);
  return () => renewalListeners.delete(listener);
}

/** The renewal in progress: calls that find the same token outdated together wait for one refresh. */
let renewal: { outdated: string; done: Promise<void> } | null = null;

/**
 * A change of the user (username, role, premium) outdated the token: auth's refresh accepts it and answers one with
 * the current claims. A refused refresh (401: the account is gone, the token expired) ends the session as SPEC §4
 * says; any other failure leaves the token as it is, for the next call to try again.
 */
function renewOutdatedToken(outdated: string): Promise<void> {
  if (renewal?.outdated !== outdated) {
    const done = (async () => {
      try {
        const { token } = await request<{ token: string }>('POST', REFRESH_PATH, undefined, {
          sessionEndsOn: [401],
        });
        // A logout, or another login, while the answer was on its way wins.
        if (tokenStorage.get() !== outdated) return;
        tokenStorage.set(token);
        for (const listener of renewalListeners) listener();
      } catch {
        // Reported by the call that needed the fresh token.
      } finally {
        renewal = null;
      }
    })();
    renewal = { outdated, done };
  }
  return renewal.done;
}

/** Sends the call and answers the response when it is a success; a failure becomes an ApiError. */
async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  accept: string,
  retried = false,
): Promise<Response> {
  const token = options.authorization === undefined ? tokenStorage.get() : null;
  const headers = new Headers({ ...options.headers, Accept: accept });
  if (options.authorization !== undefined) headers.set('Authorization', options.authorization);
  else if (token) headers.set('Authorization', `Bearer ${token}`);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  const url = buildUrl(path, options.query);
  // A first screen's GET may have been sent already, by the route preloads script (first-call-handoff.ts), with
  // the token and Accept header alone.
  const sentEarly =
    method === 'GET' &&
    accept === JSON_ACCEPT &&
    token &&
    options.authorization === undefined &&
    options.headers === undefined
      ? takeFirstCall(url, token, options.signal)
      : undefined;
  let response: Response;
  try {
    response = await (sentEarly ??
      fetch(url, { method, headers, body: requestBody, signal: options.signal }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : String(error));
  }

  if (response.ok) return response;
  const responseBody = await readBody(response);
  // Not the end of the session, unlike any other 401: refreshed silently, once, and the call is sent again.
  const outdated = token !== null && response.status === 401 && errorCodeOf(responseBody) === TOKEN_OUTDATED;
  if (outdated && !retried && path !== REFRESH_PATH) {
    // Another call may have renewed it already.
    if (tokenStorage.get() === token) await renewOutdatedToken(token);
    const renewed = tokenStorage.get();
    if (renewed !== null && renewed !== token) return send(method, path, body, options, accept, true);
  }
  if (token && !outdated && (options.sessionEndsOn ?? SESSION_ENDING_STATUSES).includes(response.status)) {
    endSession();
  }
  throw toApiError(response, responseBody);
}

async function request<T>(method: Method, path: string, body: unknown, options: RequestOptions): Promise<T> {
  const response = await send(method, path, body, options, JSON_ACCEPT);
  return (await readBody(response)) as T;
}

/** JSON bodies are parsed by content type; anything else (version strings, plain-text answers) is a string. */
export const apiClient = {
  get: <T>(path: string, options: RequestOptions = {}) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('POST', path, body, options),
  /** A POST whose answer's headers say something too (the explanation's `X-AI-Provider`): its body and headers. */
  postWithHeaders: async <T>(path: string, body?: unknown, options: RequestOptions = {}) => {
    const response = await send('POST', path, body, options, JSON_ACCEPT);
    return { body: (await readBody(response)) as T, headers: response.headers };
  },
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options: RequestOptions = {}) =>
    request<T>('PATCH', path, body, options),
  delete: <T>(path: string, options: RequestOptions = {}) => request<T>('DELETE', path, undefined, options),
  /** A DELETE that carries a body (deleting one's own account gives the password again). */
  deleteWithBody: <T>(path: string, body: unknown, options: RequestOptions = {}) =>
    request<T>('DELETE', path, body, options),
  /** A GET whose body is read as it arrives (server-sent events): the open response, its body unread. */
  stream: (path: string, options: RequestOptions = {}) =>
    send('GET', path, undefined, options, 'text/event-stream'),
  /** A GET whose body is a file to save (a CSV export): the open response, its body unread. */
  download: (path: string, options: RequestOptions = {}) => send('GET', path, undefined, options, '*/*'),
};

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
