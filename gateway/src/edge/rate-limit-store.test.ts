import { describe, expect, it } from 'vitest';
import { LeasedWindows, MemoryWindows, type TakeLease } from './rate-limit-store.js';

describe('MemoryWindows', () => {
  it('when hits fall in one window, then they are counted and the time left shrinks', () => {
    const windows = new MemoryWindows();
    expect(windows.hit('ip:a', 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(windows.hit('ip:a', 60_000, 11_000)).toEqual({ current: 2, ttl: 50_000 });
    expect(windows.hit('ip:b', 60_000, 11_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('when the window has passed, then counting starts again', () => {
    const windows = new MemoryWindows();
    windows.hit('ip:a', 60_000, 0);
    windows.hit('ip:a', 60_000, 1);
    expect(windows.hit('ip:a', 60_000, 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('when more keys arrive than it may hold, then it forgets old windows instead of growing', () => {
    const windows = new MemoryWindows(2);
    windows.hit('ip:a', 60_000, 0);
    windows.hit('ip:b', 60_000, 0);
    windows.hit('ip:c', 60_000, 0);
    // ip:a was forgotten to make room, so it starts from one again.
    expect(windows.hit('ip:a', 60_000, 0).current).toBe(1);
  });
});

/** A shared counter as Redis keeps it (one window per key, never expiring here), counting its round trips. */
function sharedCounter() {
  const counts = new Map<string, number>();
  const counter = {
    trips: 0,
    take: (async (key, _windowMs, size) => {
      counter.trips += 1;
      await Promise.resolve();
      const after = (counts.get(key) ?? 0) + size;
      counts.set(key, after);
      return [after, 60_000];
    }) as TakeLease,
  };
  return counter;
}

async function admitted(replica: LeasedWindows, hits: number, max: number): Promise<number> {
  let admittedHits = 0;
  for (let hit = 0; hit < hits; hit += 1) {
    if ((await replica.hit('ip:a', 60_000, max)).current <= max) admittedHits += 1;
  }
  return admittedHits;
}

describe('LeasedWindows', () => {
  it('when a budget is large, then Redis is asked once per lease (1 % of it), not per request', async () => {
    const counter = sharedCounter();
    const replica = new LeasedWindows(counter.take);

    expect(await admitted(replica, 1_000, 20_000)).toBe(1_000);

    expect(counter.trips).toBe(5);
    expect((await replica.hit('ip:a', 60_000, 20_000)).current).toBe(1_001);
  });

  it('when replicas share a budget, then together they never admit more than it', async () => {
    const counter = sharedCounter();
    const replicas = [new LeasedWindows(counter.take), new LeasedWindows(counter.take)];
    let total = 0;
    for (let round = 0; round < 150; round += 1) {
      for (const replica of replicas) total += await admitted(replica, 1, 200);
    }
    expect(total).toBeLessThanOrEqual(200);
    // At most one lease (2 requests) per replica is lost at the end of the window.
    expect(total).toBeGreaterThanOrEqual(196);
  });

  it('when the budget is spent, then further requests are refused without asking Redis', async () => {
    const counter = sharedCounter();
    const replica = new LeasedWindows(counter.take);
    expect(await admitted(replica, 5, 3)).toBe(3);
    const trips = counter.trips;

    expect(await admitted(replica, 100, 3)).toBe(0);
    expect(counter.trips).toBe(trips);
  });

  it('when a lease is held, then a request is counted from it at once; without one, spend leaves it to hit', async () => {
    const counter = sharedCounter();
    const replica = new LeasedWindows(counter.take);
    expect(replica.spend('user:u', 1_000)).toBeUndefined();

    await replica.hit('user:u', 60_000, 1_000);

    // The lease was 10 (1 % of 1,000): the first hit took one, nine are left to spend without asking.
    const spent = Array.from({ length: 9 }, () => replica.spend('user:u', 1_000)?.current);
    expect(spent).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(replica.spend('user:u', 1_000)).toBeUndefined();
    expect(counter.trips).toBe(1);
  });

  it('when requests for one key arrive together, then they share one lease request', async () => {
    const counter = sharedCounter();
    const replica = new LeasedWindows(counter.take);

    const counts = await Promise.all(Array.from({ length: 50 }, () => replica.hit('user:u', 60_000, 10_000)));

    expect(counter.trips).toBe(1);
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
  });

  it('when asking Redis fails, then the error reaches the caller and the next request asks again', async () => {
    let fail = true;
    const counter = sharedCounter();
    const replica = new LeasedWindows(async (...args) => {
      if (fail) throw new Error('Redis is away');
      return counter.take(...args);
    });
    await expect(replica.hit('ip:a', 60_000, 10)).rejects.toThrow('Redis is away');
    fail = false;
    const counted = await replica.hit('ip:a', 60_000, 10);
    // The lease's window starts when its answer arrives and the count is read a moment later on the wall clock: on
    // a busy machine a millisecond or more may pass between the two, so the time left is at most, not exactly, 60 s.
    expect(counted.current).toBe(1);
    expect(counted.ttl).toBeGreaterThan(55_000);
    expect(counted.ttl).toBeLessThanOrEqual(60_000);
  });
});
