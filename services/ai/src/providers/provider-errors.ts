// How failures of a provider call become ProviderErrors, the same for every SDK: what can pass with time
// (timeouts, network, 408/409/429, 5xx) is `unavailable`, what cannot (a refused key, a bad request) `failed`.
// Messages are built here from status and error type only: an SDK's message can quote the API key back.
import { ProviderError } from './provider.js';

/** The error classes both official SDKs (openai, @anthropic-ai/sdk) share by name and shape. */
export interface SdkErrorClasses {
  APIError: abstract new (
    ...args: never[]
  ) => Error & { status: number | undefined; headers: Headers | undefined; type?: string | null };
  APIConnectionError: abstract new (...args: never[]) => Error;
  APIConnectionTimeoutError: abstract new (...args: never[]) => Error;
  APIUserAbortError: abstract new (...args: never[]) => Error;
}

export function cancelledError(provider: string, cause?: unknown): ProviderError {
  return new ProviderError('unavailable', `The ${provider} request was cancelled`, { cause });
}

/** Seconds to wait from `retry-after-ms` or `retry-after` (seconds or an HTTP date), whole seconds rounded up. */
export function retryAfterSeconds(headers: Headers | undefined, now = Date.now()): number | undefined {
  const milliseconds = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(milliseconds) && milliseconds >= 0) return Math.ceil(milliseconds / 1000);
  const value = headers?.get('retry-after');
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function isTransientStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** The ProviderError for an error an SDK threw; anything else (a bug of ours) is returned as it is. */
export function toProviderError(
  error: unknown,
  sdk: SdkErrorClasses,
  context: { provider: string; timeoutMs: number },
): unknown {
  const { provider, timeoutMs } = context;
  if (error instanceof ProviderError) return error;
  if (error instanceof sdk.APIUserAbortError) return cancelledError(provider, error);
  if (error instanceof sdk.APIConnectionTimeoutError) {
    return new ProviderError('unavailable', `${provider} did not answer within ${timeoutMs} ms`, {
      cause: error,
    });
  }
  if (error instanceof sdk.APIConnectionError) {
    return new ProviderError('unavailable', `${provider} could not be reached`, { cause: error });
  }
  if (error instanceof sdk.APIError && error.status !== undefined) {
    const detail = error.type ? `HTTP ${error.status}, ${error.type}` : `HTTP ${error.status}`;
    if (isTransientStatus(error.status)) {
      return new ProviderError('unavailable', `${provider} is unavailable (${detail})`, {
        retryAfterSeconds: retryAfterSeconds(error.headers),
      });
    }
    return new ProviderError('failed', `${provider} refused the request (${detail})`);
  }
  return error;
}
