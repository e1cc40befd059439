// A signed-in page's first calls, sent by the route preloads script while the framework still downloads (issue 19;
// web/build/route-preloads.mjs, the table in app/routes/first-calls.ts), and taken here by the API client when the
// page's loaders ask for them: on a school link they had waited for the framework to come and run, so each page's
// data came a round trip after its code. This module is the meeting point of the two sides: the name the script
// leaves its calls under, the Accept header both send, and the taking.

/** The global the script leaves its calls under (window is the only thing a script and a module share). */
export const FIRST_CALLS_GLOBAL = '__quizdrillFirstCalls';

/** The Accept header of the API client's JSON calls, sent by the script's calls too so that both are the same. */
export const JSON_ACCEPT = 'application/json, text/plain;q=0.9, */*;q=0.8';

/**
 * A call is taken only this long after the script sent it: the page's loaders run as soon as the framework has come,
 * seconds later even on a slow phone. One never taken (another token by then, a loader that no longer asks for it)
 * is not served to a later page as if it were fresh.
 */
export const FIRST_CALLS_FRESH_MS = 30_000;

/** What the script leaves: the token its calls carry, when it sent them (epoch ms), and each call's response by URL. */
export type FirstCalls = { token: string; sentAt: number; responses: Record<string, Promise<Response>> };

function handOff(): FirstCalls | undefined {
  const value: unknown = Reflect.get(globalThis, FIRST_CALLS_GLOBAL);
  return typeof value === 'object' && value !== null ? (value as FirstCalls) : undefined;
}

/** `response`, or the abort's reason once `signal` aborts first (the script's call itself cannot be aborted). */
function abortable(response: Promise<Response>, signal: AbortSignal | undefined): Promise<Response> {
  if (!signal) return response;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The response of the script's GET of `url` with `token`, once; undefined when it sent no such call, sent it with
 * another token, or sent its calls too long ago (then they are all dropped).
 */
export function takeFirstCall(
  url: string,
  token: string,
  signal?: AbortSignal,
  nowMs: number = Date.now(),
): Promise<Response> | undefined {
  const calls = handOff();
  if (!calls) return undefined;
  if (nowMs - calls.sentAt > FIRST_CALLS_FRESH_MS) {
    Reflect.deleteProperty(globalThis, FIRST_CALLS_GLOBAL);
    return undefined;
  }
  const response = calls.token === token ? calls.responses[url] : undefined;
  if (!response) return undefined;
  delete calls.responses[url];
  return abortable(response, signal);
}
