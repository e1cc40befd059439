import { describe, expect, it } from 'vitest';
import { awaitsFirstAnswer } from './query-client';

describe('awaitsFirstAnswer', () => {
  it('when a query has neither data nor a failure yet, then it awaits its first answer', () => {
    expect(awaitsFirstAnswer({ isPending: true, failureCount: 0, errorUpdatedAt: 0 })).toBe(true);
  });

  it('when its first try failed and it tries again, or when it has data, then nothing waits on it', () => {
    expect(awaitsFirstAnswer({ isPending: true, failureCount: 1, errorUpdatedAt: 0 })).toBe(false);
    expect(awaitsFirstAnswer({ isPending: false, failureCount: 0, errorUpdatedAt: 0 })).toBe(false);
  });

  it('when it failed and a new try has started, then nothing waits on it either', () => {
    expect(awaitsFirstAnswer({ isPending: true, failureCount: 0, errorUpdatedAt: 1_700_000_000_000 })).toBe(
      false,
    );
  });
});
