// The time the live games go by: the system clock, or a test's own, so a test can let two hours pass at once.

export interface Clock {
  /** Whole milliseconds since 1970. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };
