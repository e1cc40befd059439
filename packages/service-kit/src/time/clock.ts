// The one clock a service reads time from. Tests pass their own to let days (or two hours) pass at once; everything
// else uses the system's.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Whole milliseconds since 1970, for code that reckons in numbers (deadlines in Redis, timers). */
export function epochMs(clock: Clock): number {
  return clock.now().getTime();
}

/** A clock that stands still until moved (tests). */
export class ManualClock implements Clock {
  private at: number;

  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  advance(ms: number): void {
    this.at += ms;
  }

  advanceDays(days: number): void {
    this.advance(days * 24 * 3600 * 1000);
  }
}
