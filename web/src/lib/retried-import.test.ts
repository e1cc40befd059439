import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { withRetriedLazy } from './retried-import';

const failedFetch = () => new TypeError('Failed to fetch dynamically imported module: /assets/sql-abc.js');
const page = { Component: () => null };

/** A nested route whose lazy import answers as given, in the tree withRetriedLazy made of it. */
function retriedRoute(lazy: () => Promise<unknown>) {
  const plain: RouteObject = { path: 'about', element: null };
  const [root] = withRetriedLazy([
    { path: '/', children: [{ children: [{ path: 'sql', lazy: lazy as RouteObject['lazy'] }, plain] }] },
  ]);
  const [leaf, keptPlain] = root!.children![0]!.children!;
  return { load: leaf!.lazy as () => Promise<unknown>, keptPlain, plain };
}

describe('withRetriedLazy', () => {
  it('when a nested route’s import fails once, then it is tried again and the route loads', async () => {
    const lazy = vi.fn().mockRejectedValueOnce(failedFetch()).mockResolvedValue(page);
    const { load, keptPlain, plain } = retriedRoute(lazy);
    await expect(load()).resolves.toBe(page);
    expect(lazy).toHaveBeenCalledTimes(2);
    expect(keptPlain).toEqual(plain);
  });

  it('when the import fails twice, then the second failure is the route’s', async () => {
    const lazy = vi.fn().mockImplementation(() => Promise.reject(failedFetch()));
    await expect(retriedRoute(lazy).load()).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(lazy).toHaveBeenCalledTimes(2);
  });

  it('when the import succeeds, then it is asked for once', async () => {
    const lazy = vi.fn().mockResolvedValue(page);
    await expect(retriedRoute(lazy).load()).resolves.toBe(page);
    expect(lazy).toHaveBeenCalledTimes(1);
  });
});
