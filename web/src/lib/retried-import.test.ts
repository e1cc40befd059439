import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { retriedImport, withRetriedLazy } from './retried-import';

const failedFetch = () => new TypeError('Failed to fetch dynamically imported module: /assets/sql-abc.js');

describe('retriedImport', () => {
  it('when the first tries fail and a later one succeeds, then the module comes, after the pauses', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(failedFetch())
      .mockRejectedValueOnce(failedFetch())
      .mockResolvedValue('module');
    await expect(retriedImport(load, [1, 1])).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('when every try fails, then the last failure is thrown after three tries', async () => {
    const load = vi.fn<() => Promise<string>>().mockImplementation(() => Promise.reject(failedFetch()));
    await expect(retriedImport(load, [1, 1])).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('when the first try succeeds, then it is the only one', async () => {
    const load = vi.fn(() => Promise.resolve('module'));
    await expect(retriedImport(load, [1, 1])).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('withRetriedLazy', () => {
  it('when a nested route’s lazy import fails once, then the route still loads; routes without one are kept as they are', async () => {
    vi.useFakeTimers();
    try {
      const page = { Component: () => null };
      const lazy = vi.fn().mockRejectedValueOnce(failedFetch()).mockResolvedValue(page);
      const leaf: RouteObject = { path: 'sql', lazy };
      const plain: RouteObject = { path: 'about', element: null };
      const [root] = withRetriedLazy([{ path: '/', children: [{ children: [leaf, plain] }] }]);
      const [retriedLeaf, keptPlain] = root!.children![0]!.children!;
      expect(keptPlain).toEqual(plain);
      const loaded = (retriedLeaf!.lazy as () => Promise<unknown>)();
      await vi.runAllTimersAsync();
      await expect(loaded).resolves.toBe(page);
      expect(lazy).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
