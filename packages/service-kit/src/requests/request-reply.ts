// NATS request/reply, for an answer a service must have now (DESIGN.md "Services and what each owns"): serveRequests
// answers a request, askFor asks it. Both take their schemas from contracts' RequestCatalog by the request's name,
// so a request is never checked against another's schema.

import {
  type Msg,
  type NatsConnection,
  RequestError,
  type Subscription,
  TimeoutError,
} from '@nats-io/transport-node';
import {
  assertValid,
  ErrorCode,
  RequestCatalog,
  type RequestName,
  type RequestPayload,
  type RequestReply,
  requestSubject,
} from '@quizdrill/contracts';
import type { Logger } from 'pino';
import { AppError } from '../errors.js';
import type { Lifecycle } from '../lifecycle.js';

export interface ServeRequestsOptions<N extends RequestName> {
  request: N;
  namespace: string;
  /** The queue group, the service's name: however many replicas run, each request is answered once. */
  queue: string;
  logger: Logger;
  answer: (request: RequestPayload<N>) => Promise<RequestReply<N>>;
}

/**
 * Answers each valid request with a valid reply. A malformed request, a failed answer or an answer that breaks the
 * reply's schema is logged and answered `{ error }`, so the asker fails at once instead of waiting out its timeout;
 * nothing is thrown into the NATS client.
 */
export function serveRequests<N extends RequestName>(
  nats: NatsConnection,
  options: ServeRequestsOptions<N>,
): Subscription {
  const { request, logger } = options;
  return nats.subscribe(requestSubject(request, options.namespace), {
    queue: options.queue,
    callback: (error, message) => {
      if (error) {
        logger.warn({ err: error, request }, `${request} subscription failed`);
        return;
      }
      void replyBody(message, options).then((body) => message.respond(body));
    },
  });
}

/** What a running service gives the requests it serves: its event namespace, its logger and its lifecycle. */
export interface RequestScope {
  namespace: string;
  logger: Logger;
  lifecycle: Lifecycle;
}

/**
 * serveRequests for as long as the service runs: the subscription drains as the service stops. Any replica of the
 * service (`queue`, its name) answers each request once.
 */
export function serveWhileRunning<N extends RequestName>(
  nats: NatsConnection,
  scope: RequestScope,
  options: Pick<ServeRequestsOptions<N>, 'request' | 'queue' | 'answer'>,
): void {
  const subscription = serveRequests(nats, { ...options, namespace: scope.namespace, logger: scope.logger });
  scope.lifecycle.use(`${options.request} responder`, subscription, (served) => served.drain());
}

/** The JSON to answer a request with: the answer, or `{ error }` when there is no valid one. */
async function replyBody<N extends RequestName>(
  message: Msg,
  { request, logger, answer }: ServeRequestsOptions<N>,
): Promise<string> {
  let reply: RequestReply<N>;
  try {
    reply = await answer(assertValid(RequestCatalog[request].request, message.json(), `${request} request`));
  } catch (failure) {
    logger.warn({ err: failure, request }, `${request} request failed`);
    return JSON.stringify({ error: String(failure) });
  }
  // The answer's type holds only as far as the rows and casts it was built from. A reply that breaks its schema is
  // this service's bug: logged here, where the bug is, as an error; the asker gets `{ error }` as for any failure.
  try {
    return JSON.stringify(assertValid(RequestCatalog[request].reply, reply, `${request} reply`));
  } catch (invalid) {
    logger.error({ err: invalid, request }, `${request} reply is invalid`);
    return JSON.stringify({ error: String(invalid) });
  }
}

export interface AskOptions {
  namespace: string;
  timeoutMs: number;
  /** What the client reads in the 503 when no valid reply comes. */
  unavailableMessage: string;
}

/**
 * The reply, valid by its schema. No responder, no reply in time, a responder's `{ error }` and an invalid reply all
 * mean the same to the caller, a 503: the other service cannot answer now. The cause says which it was.
 */
export async function askFor<N extends RequestName>(
  nats: NatsConnection,
  request: N,
  payload: RequestPayload<N>,
  options: AskOptions,
): Promise<RequestReply<N>> {
  try {
    return await replyTo(nats, request, payload, options);
  } catch (error) {
    throw new AppError(503, ErrorCode.serviceUnavailable, options.unavailableMessage, { cause: error });
  }
}

async function replyTo<N extends RequestName>(
  nats: NatsConnection,
  request: N,
  payload: RequestPayload<N>,
  { namespace, timeoutMs }: AskOptions,
): Promise<RequestReply<N>> {
  const subject = requestSubject(request, namespace);
  const message = await nats
    .request(subject, JSON.stringify(payload), { timeout: timeoutMs })
    .catch((error) => {
      if (error instanceof RequestError && error.isNoResponders()) {
        throw new Error(`${request}: no service answers ${subject}`, { cause: error });
      }
      if (error instanceof TimeoutError) {
        throw new Error(`${request}: no reply on ${subject} within ${timeoutMs} ms`, { cause: error });
      }
      throw error;
    });
  const reply: unknown = message.json();
  // Validation decides: the schema refuses `{ error }`; naming the responder's error only makes the cause clearer.
  try {
    return assertValid(RequestCatalog[request].reply, reply, `${request} reply`);
  } catch (invalid) {
    const { error } = (reply ?? {}) as { error?: unknown };
    if (typeof error === 'string')
      throw new Error(`${request}: the responder failed: ${error}`, { cause: invalid });
    throw invalid;
  }
}
