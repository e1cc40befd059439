import { afterEach, describe, expect, it, vi } from 'vitest';
import { REFUSED_REPLICA_PAUSE_MS, ServiceUpstreams } from './upstream-pool.js';

const [a, b, c] = ['http://127.0.0.1:8083', 'http://127.0.0.1:8183', 'http://127.0.0.1:8283'];

describe('the replicas of a service', () => {
  afterEach(() => vi.useRealTimers());

  it('when there is one, then it is the only origin and always picked', () => {
    const upstreams = new ServiceUpstreams([a]);
    expect(upstreams.only).toBe(a);
    expect([upstreams.pick(), upstreams.pick()]).toEqual([a, a]);
  });

  it('when there are several, then each is picked in turn', () => {
    const upstreams = new ServiceUpstreams([a, b, c]);
    expect(upstreams.only).toBeUndefined();
    expect(Array.from({ length: 6 }, () => upstreams.pick())).toEqual([a, b, c, a, b, c]);
  });

  it('when one refused a connection, then it is passed over until its pause is over', () => {
    vi.useFakeTimers();
    const upstreams = new ServiceUpstreams([a, b, c]);
    upstreams.refused(b);
    expect(Array.from({ length: 4 }, () => upstreams.pick())).toEqual([a, c, a, c]);
    vi.advanceTimersByTime(REFUSED_REPLICA_PAUSE_MS);
    expect(Array.from({ length: 3 }, () => upstreams.pick())).toEqual([a, b, c]);
  });

  it('when every one refused, then they are still tried in turn', () => {
    const upstreams = new ServiceUpstreams([a, b]);
    upstreams.refused(a);
    upstreams.refused(b);
    expect(Array.from({ length: 3 }, () => upstreams.pick())).toEqual([a, b, a]);
  });
});
