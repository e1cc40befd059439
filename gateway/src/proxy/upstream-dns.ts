// A service URL that names a host rather than an address (compose's `http://quiz:8083`) may stand for several
// replicas: Docker's DNS answers every replica's address for a scaled service, and a connection to the name goes
// to whichever address the resolver returned first, so one replica would take every request. The gateway resolves
// such names itself, again every UPSTREAM_DNS_REFRESH_MS, and takes the addresses in turn like listed replicas.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { ServiceUpstreams } from './upstream-pool.js';

/** Every address a host name has now (IPv4 and IPv6), in the resolver's order. */
export type ResolveAll = (hostname: string) => Promise<string[]>;

export const resolveAll: ResolveAll = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map(({ address }) => address);

/** Whether `origin`'s host is a name worth resolving (not an address, not this machine). */
export function namesAHost(origin: string): boolean {
  const { hostname } = new URL(origin);
  const bare = hostname.replace(/^\[|\]$/g, '');
  return isIP(bare) === 0 && bare !== 'localhost';
}

/** `origin` with its host replaced by `address` (bracketed when IPv6). */
export function originAt(origin: string, address: string): string {
  const url = new URL(origin);
  url.hostname = isIP(address) === 6 ? `[${address}]` : address;
  return url.origin;
}

/**
 * The origins `configured` stand for now: each named host expanded to one origin per address, sorted so that the
 * same replicas give the same list; `unresolved` says whether some name did not resolve (DNS away, no replica up
 * yet). Such a name stays as it is, and connecting to it fails or succeeds as it would have.
 */
export async function expandOrigins(
  configured: readonly string[],
  resolve: ResolveAll,
): Promise<{ origins: string[]; unresolved: boolean }> {
  let unresolved = false;
  const expanded = await Promise.all(
    configured.map(async (origin) => {
      if (!namesAHost(origin)) return [origin];
      const addresses = await resolve(new URL(origin).hostname).catch(() => []);
      if (addresses.length === 0) {
        unresolved = true;
        return [origin];
      }
      return [...new Set(addresses)].sort().map((address) => originAt(origin, address));
    }),
  );
  return { origins: [...new Set(expanded.flat())], unresolved };
}

/**
 * Keeps each service's upstreams at the addresses its configured names have: once now, then every `refreshMs`.
 * A refresh where a name does not resolve keeps the replicas already known (DNS away for a moment must not leave
 * a single unresolved name). Services whose URLs are all addresses are left alone. Returns a function that stops
 * the refreshing.
 */
export async function followServiceNames(
  services: { configured: readonly string[]; upstreams: ServiceUpstreams }[],
  { refreshMs, resolve = resolveAll }: { refreshMs: number; resolve?: ResolveAll },
): Promise<() => void> {
  const named = services.filter(({ configured }) => configured.some(namesAHost));
  const refresh = (first: boolean) =>
    Promise.all(
      named.map(async ({ configured, upstreams }) => {
        const { origins, unresolved } = await expandOrigins(configured, resolve);
        if (first || !unresolved) upstreams.replace(origins);
      }),
    );
  await refresh(true);
  if (named.length === 0 || refreshMs <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    refresh(false).finally(() => {
      running = false;
    });
  }, refreshMs);
  timer.unref();
  return () => clearInterval(timer);
}
