// PIN guessing is slowed per client without locking out a class behind one school address:
// - a signed-in player is counted as themselves (20 wrong PINs per 10 minutes), whatever address they share;
// - a guest is counted per address (200: a class of 1,000 mistyping now and then stays well within it) and per
//   nickname at that address (10: the student who keeps mistyping waits, their classmates do not).
// Only wrong PINs count; past a limit joining answers 429 until the window ends. A script guessing from one
// address gets about 200 tries per 10 minutes, some 29,000 a day against 900,000 PINs.
import { ClassroomErrorCode } from '@quizdrill/contracts';
import { AppError, type Caller } from '@quizdrill/service-kit';
import type { LiveStore } from './live-store.js';

export interface PinGuardLimits {
  perAddress: number;
  perNickname: number;
  perUser: number;
  windowSeconds: number;
}

/** The counters one join attempt is checked against. */
export type PinClient = { key: string; limit: number }[];

export class PinGuard {
  constructor(
    private readonly store: LiveStore,
    private readonly limits: PinGuardLimits,
  ) {}

  clientOf(caller: Caller | undefined, address: string, nicknameKey: string): PinClient {
    if (caller) return [{ key: `user:${caller.userId}`, limit: this.limits.perUser }];
    return [
      { key: `address:${address}`, limit: this.limits.perAddress },
      { key: `nickname:${address}:${nicknameKey}`, limit: this.limits.perNickname },
    ];
  }

  async check(client: PinClient): Promise<void> {
    const waitSeconds = await this.store.pinWait(client);
    if (waitSeconds > 0) {
      throw new AppError(
        429,
        ClassroomErrorCode.tooManyPinAttempts,
        `Too many wrong PINs. Please wait ${waitSeconds} seconds and try again.`,
        { retryAfterSeconds: waitSeconds },
      );
    }
  }

  failed(client: PinClient): Promise<void> {
    return this.store.pinFailed(client, this.limits.windowSeconds);
  }
}
