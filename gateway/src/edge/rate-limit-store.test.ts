import { describe, expect, it } from 'vitest';
import { MemoryWindows } from './rate-limit-store.js';

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
