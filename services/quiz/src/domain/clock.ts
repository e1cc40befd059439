// The one clock the quiz reads time from: when an answer is given (and so when its card is reviewed) and what is
// due now. Tests pass their own to move days forward; everything else uses the system's.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

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
