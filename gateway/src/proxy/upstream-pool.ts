// The keep-alive connections to the services: one undici pool per service origin, each of bounded size.
import { Agent } from 'undici';

/**
 * Job event streams stay open while a generation runs and may be quiet between progress events; a stream
 * silent for this long is considered dead. The ai service sends progress (or a comment line) well within it.
 */
export const EVENT_STREAM_IDLE_TIMEOUT_MS = 5 * 60_000;

export interface UpstreamPoolSettings {
  /** Connections per service: enough for a classroom's concurrent requests plus long AI calls and streams. */
  connections: number;
  /** How long a service may take to start answering, unless a request says otherwise. */
  headersTimeoutMs: number;
}

/**
 * An undici Agent keeps one Pool per origin, so each service gets its own pool of `connections`. Requests
 * beyond that wait for a free connection instead of opening more, and idle connections are reused (the
 * services' keep-alive hints are respected, so a connection the service is about to drop is not picked).
 * Every forwarded request sets its own timeouts; the defaults here are those of event streams.
 */
export function createUpstreamPool(settings: UpstreamPoolSettings): Agent {
  return new Agent({
    connections: settings.connections,
    pipelining: 1,
    keepAliveTimeout: 10_000,
    keepAliveMaxTimeout: 60_000,
    headersTimeout: settings.headersTimeoutMs,
    bodyTimeout: EVENT_STREAM_IDLE_TIMEOUT_MS,
    connect: { timeout: 5_000 },
  });
}
