import { describe, expect, it, vi } from 'vitest';
import { expandOrigins, followServiceNames, namesAHost, type ResolveAll } from './upstream-dns.js';
import { ServiceUpstreams } from './upstream-pool.js';

/** A resolver whose answers the test changes, as Docker's DNS does when a replica comes or goes. */
function changingDns(answers: Record<string, string[]>) {
  const resolve: ResolveAll = async (hostname) => {
    const addresses = answers[hostname];
    if (!addresses)
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses;
  };
  return { answers, resolve };
}

describe("a service URL's host name", () => {
  it('when the URL names an address or this machine, then it is not resolved', () => {
    expect(namesAHost('http://127.0.0.1:8083')).toBe(false);
    expect(namesAHost('http://[::1]:8083')).toBe(false);
    expect(namesAHost('http://localhost:8083')).toBe(false);
    expect(namesAHost('http://quiz:8083')).toBe(true);
  });

  it('when a name has two addresses (a service scaled to two), then it stands for two replicas, in a stable order', async () => {
    const { resolve } = changingDns({ quiz: ['172.18.0.9', '172.18.0.7'], 'quiz-v6': ['fd00::7'] });
    expect((await expandOrigins(['http://quiz:8083'], resolve)).origins).toEqual([
      'http://172.18.0.7:8083',
      'http://172.18.0.9:8083',
    ]);
    expect((await expandOrigins(['http://quiz-v6:8083'], resolve)).origins).toEqual([
      'http://[fd00::7]:8083',
    ]);
  });

  it('when a name does not resolve, then it stays as it is', async () => {
    const { resolve } = changingDns({});
    expect(await expandOrigins(['http://quiz:8083', 'http://10.0.0.5:8083'], resolve)).toEqual({
      origins: ['http://quiz:8083', 'http://10.0.0.5:8083'],
      unresolved: true,
    });
  });

  it('when the gateway follows a name, then requests go to every replica in turn, a new one joins, and DNS away keeps them', async () => {
    const dns = changingDns({ classroom: ['172.18.0.5', '172.18.0.6'] });
    const upstreams = new ServiceUpstreams(['http://classroom:8086']);
    let resolved = 0;
    const stop = await followServiceNames([{ configured: ['http://classroom:8086'], upstreams }], {
      refreshMs: 5,
      resolve: async (hostname) => {
        resolved += 1;
        return dns.resolve(hostname);
      },
    });
    const refreshed = async () => {
      const seen = resolved;
      await expect.poll(() => resolved, { timeout: 2_000, interval: 5 }).toBeGreaterThan(seen + 1);
    };
    expect(Array.from({ length: 4 }, () => upstreams.pick())).toEqual([
      'http://172.18.0.5:8086',
      'http://172.18.0.6:8086',
      'http://172.18.0.5:8086',
      'http://172.18.0.6:8086',
    ]);

    // A refused replica keeps its pause across a refresh that still lists it; a third replica joins the turn.
    upstreams.refused('http://172.18.0.6:8086');
    dns.answers.classroom = ['172.18.0.5', '172.18.0.6', '172.18.0.8'];
    await refreshed();
    expect(upstreams.size).toBe(3);
    expect(new Set(Array.from({ length: 6 }, () => upstreams.pick()))).toEqual(
      new Set(['http://172.18.0.5:8086', 'http://172.18.0.8:8086']),
    );

    // DNS away for a moment: the replicas known are kept rather than the bare name.
    delete (dns.answers as Record<string, string[] | undefined>).classroom;
    await refreshed();
    expect(upstreams.size).toBe(3);
    stop();
  });

  it('when refreshing every few milliseconds, then a replica added to the name is picked without a restart', async () => {
    const dns = changingDns({ quiz: ['172.18.0.2'] });
    const upstreams = new ServiceUpstreams(['http://quiz:8083']);
    const stop = await followServiceNames([{ configured: ['http://quiz:8083'], upstreams }], {
      refreshMs: 5,
      resolve: dns.resolve,
    });
    expect(upstreams.only).toBe('http://172.18.0.2:8083');
    dns.answers.quiz = ['172.18.0.2', '172.18.0.3'];
    await expect.poll(() => upstreams.size, { timeout: 2_000, interval: 5 }).toBe(2);
    stop();
  });

  it('when following stops (the gateway closes), then the name is resolved no more and no timer is left', async () => {
    vi.useFakeTimers();
    try {
      let resolved = 0;
      const stop = await followServiceNames(
        [{ configured: ['http://quiz:8083'], upstreams: new ServiceUpstreams(['http://quiz:8083']) }],
        {
          refreshMs: 1_000,
          resolve: async () => {
            resolved += 1;
            return ['172.18.0.2'];
          },
        },
      );
      await vi.advanceTimersByTimeAsync(3_000);
      expect(resolved).toBe(4);
      stop();
      expect(vi.getTimerCount()).toBe(0);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(resolved).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});
