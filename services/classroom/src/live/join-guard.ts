// What keeps PIN guessing slow and a game from being flooded, without shutting out a class that shares one school
// address (issue 39; OWASP's device cookies and its advice against lockouts a stranger can cause). The numbers are
// the defaults (config.ts):
// - A guest joins from a device: the signed cookie the join page gives its browser. New devices are budgeted per
//   address (120 at once, then 120 an hour), so a script cannot make itself new browsers without end.
// - Every wrong PIN counts against the device (10 per 10 minutes), the signed-in user (20) and the address (100).
//   Past its own budget a device or user waits for its window: the guesser waits, not their classmates.
// - An address past its budget is slowed, never shut: a device or user that has missed there in the last day gets
//   one try per 10 s for the whole address, while one that has not (a classmate arriving) tries at once, so the
//   right PIN from a device that has not been guessing always gets in. A script with every device its address is
//   given checked 291 wrong PINs in its first ten minutes (test/guessing.test.ts), and can get 100 + 60 + 20 in
//   each ten minutes after: 18 a minute, against 900,000 PINs.
// - Joins are budgeted per device (10 per 10 minutes) and per address (300 at once, then 300 a minute).
import { ClassroomErrorCode } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import type { Redis } from 'ioredis';
import { JOIN_BACK_LUA, JOIN_TAKE_LUA, PIN_RIGHT_LUA, PIN_TRY_LUA, TAKE_TOKEN_LUA } from './guard-lua.js';
import type { ClassroomKeys } from './keys.js';

export interface JoinGuardLimits {
  devicesPerAddressPerHour: number;
  pinMissesPerDevice: number;
  pinMissesPerUser: number;
  pinMissesPerAddress: number;
  pinWindowSeconds: number;
  slowedIntervalSeconds: number;
  joinsPerDevice: number;
  joinsPerAddressPerMinute: number;
}

/** How long a miss marks its device or user as guessing, for a slowed address. */
const MISSED_FLAG_SECONDS = 24 * 3600;
/** The window of a device's joins. */
const JOIN_WINDOW_SECONDS = 600;

/** Who tries: the address always, the device when the browser has one, the user when signed in. */
export interface JoinClient {
  address: string;
  device: string | undefined;
  userId: string | undefined;
}

/** A PIN try under way: what to give back when its PIN turns out right. */
export interface PinTry {
  keys: string[];
  flags: number[];
}

type Reply = (string | number | Reply)[];

interface GuardRedis extends Redis {
  livePinTry(...keysThenArgs: (string | number)[]): Promise<Reply>;
  livePinRight(...keysThenArgs: (string | number)[]): Promise<number>;
  liveTakeToken(bucket: string, now: number, capacity: number, perMs: number): Promise<number>;
  liveJoinTake(...keysThenArgs: (string | number)[]): Promise<number>;
  liveJoinBack(...keys: (string | number)[]): Promise<number>;
}

const waitFor = (code: string, message: string, seconds: number) =>
  new AppError(429, code, `${message} Please wait ${seconds} seconds and try again.`, {
    retryAfterSeconds: seconds,
  });

export const deviceRequired = () =>
  AppError.badRequest(
    'Open the join page again: it gives this browser the device cookie a guest joins with',
    ClassroomErrorCode.deviceRequired,
  );

export class JoinGuard {
  private readonly redis: GuardRedis;

  constructor(
    redis: Redis,
    private readonly keys: ClassroomKeys,
    private readonly limits: JoinGuardLimits,
  ) {
    redis.defineCommand('livePinTry', { lua: PIN_TRY_LUA });
    redis.defineCommand('livePinRight', { lua: PIN_RIGHT_LUA });
    redis.defineCommand('liveTakeToken', { numberOfKeys: 1, lua: TAKE_TOKEN_LUA });
    redis.defineCommand('liveJoinTake', { lua: JOIN_TAKE_LUA });
    redis.defineCommand('liveJoinBack', { lua: JOIN_BACK_LUA });
    this.redis = redis as GuardRedis;
  }

  /** A new device for a browser at `address`, within the address's budget. */
  async newDevice(address: string, now: number): Promise<void> {
    const perHour = this.limits.devicesPerAddressPerHour;
    const wait = await this.redis.liveTakeToken(
      this.keys.newDevices(address),
      now,
      perHour,
      perHour / 3_600_000,
    );
    if (wait > 0) {
      throw waitFor(ClassroomErrorCode.tooManyDevices, 'Too many new devices from this address.', wait);
    }
  }

  /** Starts a PIN try (429 while the client must wait), counted as a miss until `pinRight`. */
  async tryPin(client: JoinClient, now: number): Promise<PinTry> {
    const clients: { key: string; limit: number }[] = [];
    if (client.device)
      clients.push({ key: `device:${client.device}`, limit: this.limits.pinMissesPerDevice });
    if (client.userId) clients.push({ key: `user:${client.userId}`, limit: this.limits.pinMissesPerUser });
    const keys = [
      this.keys.pinMisses(`address:${client.address}`),
      this.keys.pinTurn(client.address),
      ...clients.map((each) => this.keys.pinMisses(each.key)),
      ...clients.map((each) => this.keys.pinMissed(each.key)),
    ];
    const [status, answer] = await this.redis.livePinTry(
      keys.length,
      ...keys,
      now,
      this.limits.pinMissesPerAddress,
      this.limits.slowedIntervalSeconds * 1000,
      this.limits.pinWindowSeconds,
      MISSED_FLAG_SECONDS,
      ...clients.map((each) => each.limit),
    );
    if (status === 'wait') {
      throw waitFor(ClassroomErrorCode.tooManyPinAttempts, 'Too many wrong PINs.', Number(answer));
    }
    return { keys, flags: (answer as number[]).map(Number) };
  }

  /** The PIN named a game: the try was no miss. */
  async pinRight(attempt: PinTry): Promise<void> {
    await this.redis.livePinRight(attempt.keys.length, ...attempt.keys, ...attempt.flags);
  }

  /** Takes one join from the client's budgets (429 when there is none), before the player is made. */
  async takeJoin(client: JoinClient, now: number): Promise<void> {
    const keys = this.joinKeys(client);
    const perMinute = this.limits.joinsPerAddressPerMinute;
    const wait = await this.redis.liveJoinTake(
      keys.length,
      ...keys,
      now,
      perMinute,
      perMinute / 60_000,
      this.limits.joinsPerDevice,
      JOIN_WINDOW_SECONDS,
    );
    if (wait > 0) throw waitFor(ClassroomErrorCode.tooManyJoins, 'Too many joins.', wait);
  }

  /** The join made no player (a taken name, a full game…): its budget goes back. */
  async joinBack(client: JoinClient): Promise<void> {
    const keys = this.joinKeys(client);
    await this.redis.liveJoinBack(keys.length, ...keys);
  }

  private joinKeys(client: JoinClient): string[] {
    return [
      this.keys.addressJoins(client.address),
      ...(client.device ? [this.keys.deviceJoins(client.device)] : []),
    ];
  }
}
