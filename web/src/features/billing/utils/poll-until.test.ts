import { describe, expect, it } from 'vitest';
import { pollUntil } from './poll-until';

/** A clock that only moves when the poller sleeps. */
function fakeClock() {
  let time = 0;
  const sleeps: number[] = [];
  return {
    now: () => time,
    sleep: async (ms: number) => {
      sleeps.push(ms);
      time += ms;
    },
    sleeps,
  };
}

describe('pollUntil (refreshing the token until it says premium)', () => {
  it('when premium is granted on the third refresh, then it stops there with success', async () => {
    const clock = fakeClock();
    const answers = [false, false, true, true];
    let calls = 0;
    const done = await pollUntil({
      attempt: async () => answers[calls++] ?? false,
      intervalMs: 1000,
      timeoutMs: 10_000,
      ...clock,
    });
    expect(done).toBe(true);
    expect(calls).toBe(3);
    expect(clock.sleeps).toEqual([1000, 1000]);
  });

  it('when premium never comes, then it gives up after the timeout, having asked once a second', async () => {
    const clock = fakeClock();
    let calls = 0;
    const done = await pollUntil({
      attempt: async () => {
        calls++;
        return false;
      },
      intervalMs: 1000,
      timeoutMs: 10_000,
      ...clock,
    });
    expect(done).toBe(false);
    expect(calls).toBe(11);
    expect(clock.now()).toBe(10_000);
  });

  it('when a refresh fails (auth restarting), then it keeps trying', async () => {
    const clock = fakeClock();
    let calls = 0;
    const done = await pollUntil({
      attempt: async () => {
        calls++;
        if (calls < 3) throw new Error('503');
        return true;
      },
      intervalMs: 1000,
      timeoutMs: 10_000,
      ...clock,
    });
    expect(done).toBe(true);
    expect(calls).toBe(3);
  });

  it('when the page is left, then it stops asking', async () => {
    const clock = fakeClock();
    const controller = new AbortController();
    let calls = 0;
    const done = await pollUntil({
      attempt: async () => {
        calls++;
        controller.abort();
        return false;
      },
      intervalMs: 1000,
      timeoutMs: 10_000,
      signal: controller.signal,
      ...clock,
    });
    expect(done).toBe(false);
    expect(calls).toBe(1);
  });
});
