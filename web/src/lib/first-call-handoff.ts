// A signed-in page's first calls, sent by the route preloads script while the framework still downloads (issue 19;
// web/build/route-preloads.mjs, the table in app/routes/first-calls.ts), and taken here by the API client when the
// page's loaders ask for them: on a school link they had waited for the framework to come and run, so each page's
// data came a round trip after its code. This module is the meeting point of the two sides: the name the script
// leaves its calls under, the Accept header both send, the taking, and the closing once the app has started.

/** The global the script leaves its calls under (window is the only thing a script and a module share). */
export const FIRST_CALLS_GLOBAL = '__quizdrillFirstCalls';

/** The Accept header of the API client's JSON calls, sent by the script's calls too so that both are the same. */
export const JSON_ACCEPT = 'application/json, text/plain;q=0.9, */*;q=0.8';

/** What the script leaves: the token its calls carry and each call's response, by URL. */
export type FirstCalls = { token: string; responses: Record<string, Promise<Response>> };

/**
 * What is left once the app has started (closeFirstCalls): the URLs of the calls no loader took, for a test or a
 * developer to see. The script sends nothing when it finds anything under the global: the app started before it ran.
 */
export type ClosedFirstCalls = { untaken: string[] };

function openCalls(): FirstCalls | undefined {
  const value: unknown = Reflect.get(globalThis, FIRST_CALLS_GLOBAL);
  return typeof value === 'object' && value !== null && 'responses' in value
    ? (value as FirstCalls)
    : undefined;
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
 * another token, or the app has started since (closeFirstCalls).
 */
export function takeFirstCall(
  url: string,
  token: string,
  signal?: AbortSignal,
): Promise<Response> | undefined {
  const calls = openCalls();
  const response = calls?.token === token ? calls.responses[url] : undefined;
  if (!calls || !response) return undefined;
  delete calls.responses[url];
  return abortable(response, signal);
}

/**
 * Called once the router's first navigation is done, when the first screen's loaders have asked for every call they
 * will: a call still left would answer a later ask with data from before it (an answer given since, a course added),
 * so what is left is dropped, with the token it carried, and a script that runs only now sends nothing.
 */
export function closeFirstCalls(): void {
  const untaken = Object.keys(openCalls()?.responses ?? {});
  Reflect.set(globalThis, FIRST_CALLS_GLOBAL, { untaken } satisfies ClosedFirstCalls);
}
