// Asking again until something holds, with the clock injected so the waiting can be tested without waiting.

export type PollOptions = {
  /** One try: true when done. A try that throws counts as not done (a restarting service, a lost connection). */
  attempt: () => Promise<boolean>;
  intervalMs: number;
  timeoutMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Stops the polling early (the page was left). */
  signal?: AbortSignal;
};

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Tries at once, then every `intervalMs` until a try succeeds (true) or `timeoutMs` has passed (false). */
export async function pollUntil({
  attempt,
  intervalMs,
  timeoutMs,
  now = Date.now,
  sleep = realSleep,
  signal,
}: PollOptions): Promise<boolean> {
  const deadline = now() + timeoutMs;
  for (;;) {
    if (signal?.aborted) return false;
    const done = await attempt().catch(() => false);
    if (done) return true;
    if (signal?.aborted || now() + intervalMs > deadline) return false;
    await sleep(intervalMs);
  }
}
