// The keep-alive connections to the services: one undici pool per service replica, each of bounded size, and the
// choice of replica for each request.
import { Agent } from 'undici';

/**
 * Event streams stay open while a generation runs or a live game is played, and may be quiet in between; a
 * stream silent for this long is considered dead. The services send a comment line well within it (ai and
 * classroom every 15 s), so a healthy stream is never cut: this is no request timeout, only a dead-peer check.
 */
export const EVENT_STREAM_IDLE_TIMEOUT_MS = 5 * 60_000;

export interface UpstreamPoolSettings {
  /** Connections per replica: enough for a classroom's concurrent requests plus long AI calls and streams. */
  connections: number;
  /** How long a service may take to start answering, unless a request says otherwise. */
  headersTimeoutMs: number;
}

/**
 * An undici Agent keeps one Pool per origin, so each replica of each service gets its own pool of `connections`.
 * Requests beyond that wait for a free connection instead of opening more, and idle connections are reused (the
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

/** A replica that refused a connection is passed over this long; then real traffic tries it again. */
export const REFUSED_REPLICA_PAUSE_MS = 1_000;

/**
 * The replicas of one service, taken in turn for each request, as a Kubernetes Service spreads its clients over
 * its pods. A replica that refuses connections (stopped, restarting) is passed over for a moment, and the request
 * that found it so goes to the next one (forward.ts), so while one replica is down the others serve.
 *
 * Written out rather than undici's BalancedPool: that one lowers a failing upstream's weight but still sends it
 * a share, and fails the request that met the refusal; here the forwarder knows which replica refused and tries
 * another. In Kubernetes a service has one address (its Service balances), and the list is that one URL. Where a
 * name resolves to every replica (compose's `--scale`, a headless Service), `replace` (upstream-dns.ts) swaps in
 * one origin per address, so they are taken in turn too.
 */
export class ServiceUpstreams {
  private current: readonly string[];
  private pausedUntil: number[];
  private turn = 0;

  constructor(origins: readonly string[]) {
    if (origins.length === 0) throw new Error('a service needs at least one origin');
    this.current = origins;
    this.pausedUntil = origins.map(() => 0);
  }

  get origins(): readonly string[] {
    return this.current;
  }

  /** The only origin when there is one: the forwarder's fast path, with no choosing at all. */
  get only(): string | undefined {
    return this.current.length === 1 ? this.current[0] : undefined;
  }

  get size(): number {
    return this.current.length;
  }

  /** The next replica in turn that is not paused; when every one is, the next in turn all the same. */
  pick(): string {
    const count = this.current.length;
    const now = Date.now();
    for (let tried = 0; tried < count; tried++) {
      const index = this.turn % count;
      this.turn = (index + 1) % count;
      if ((this.pausedUntil[index] as number) <= now) return this.current[index] as string;
    }
    const index = this.turn % count;
    this.turn = (index + 1) % count;
    return this.current[index] as string;
  }

  /** The replica at `origin` refused a connection: pass it over for a moment. */
  refused(origin: string): void {
    const index = this.current.indexOf(origin);
    if (index !== -1) this.pausedUntil[index] = Date.now() + REFUSED_REPLICA_PAUSE_MS;
  }

  /**
   * The replicas are now `origins` (a name resolved again): one that stays keeps its pause, a new one starts
   * unpaused, one that went is no longer picked. An empty list changes nothing: a service is never left with none.
   */
  replace(origins: readonly string[]): void {
    if (origins.length === 0) return;
    if (origins.length === this.current.length && origins.every((origin, i) => origin === this.current[i]))
      return;
    const paused = new Map(this.current.map((origin, i) => [origin, this.pausedUntil[i] as number]));
    this.current = origins;
    this.pausedUntil = origins.map((origin) => paused.get(origin) ?? 0);
  }
}

/**
 * The event streams' own connections: each open stream holds one for as long as it lasts (a live game of 1,000
 * players holds 1,000), so they must never share the request pool, where a request would wait behind them.
 * Requests answer headers within the usual time; the body may then stay open.
 */
export function createEventStreamPool(settings: UpstreamPoolSettings): Agent {
  return new Agent({
    connections: settings.connections,
    pipelining: 1,
    keepAliveTimeout: 10_000,
    headersTimeout: settings.headersTimeoutMs,
    bodyTimeout: EVENT_STREAM_IDLE_TIMEOUT_MS,
    connect: { timeout: 5_000 },
  });
}
