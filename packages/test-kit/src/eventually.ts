// Polling for effects that happen asynchronously (a relay, a consumer, a worker): no fixed sleeps in tests.

/** Resolves once `condition` holds; fails after `timeoutMs` (10 s unless given) saying so. */
export async function eventually(
  condition: () => Promise<boolean> | boolean,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
