// Issue 44: auth keeps its login records (failed-login counters, wrong team-code guesses, expired sign-in codes) for
// LOGIN_RECORD_RETENTION_DAYS. The daily sweep removes exactly the older ones and keeps the younger ones (one exactly
// that old too), and a counter whose lock still runs stays whatever its age.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthUnderTest, startAuth } from './support.js';

const DAY_MS = 24 * 3600 * 1000;

describe('login record retention', () => {
  let auth: AuthUnderTest;
  beforeAll(async () => {
    auth = await startAuth({ LOGIN_RECORD_RETENTION_DAYS: '10' });
  });
  afterAll(async () => {
    await auth.stop();
    await auth.cleanup();
  });

  const userId = async (username: string) =>
    (
      await auth.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow()
    ).id;

  it('when the sweep runs, then exactly the failed-login counters older than their days go', async () => {
    const failed = await auth.call('POST', '/api/v2/auth/login', {
      body: { username: 'student', password: 'wrong' },
    });
    expect(failed.status).toBe(401);
    const real = await auth.db.selectFrom('login_throttle').select('key').execute();
    expect(real.length).toBeGreaterThan(0);

    const now = new Date(Date.now() + 60_000);
    const cutoff = now.getTime() - 10 * DAY_MS;
    const tag = randomUUID();
    const rows = {
      old: { last: cutoff - 1, lockedUntil: null },
      oldLockEnded: { last: cutoff - DAY_MS, lockedUntil: cutoff - DAY_MS + 900_000 },
      boundary: { last: cutoff, lockedUntil: null },
      young: { last: cutoff + 1, lockedUntil: null },
      // Cannot happen with today's policies (a lock is 15 minutes at most), but a running lock is never lifted.
      oldStillLocked: { last: cutoff - DAY_MS, lockedUntil: now.getTime() + DAY_MS },
    };
    await auth.db
      .insertInto('login_throttle')
      .values(
        Object.entries(rows).map(([name, row]) => ({
          key: `${tag}:${name}`,
          failures: 3,
          locked_until: row.lockedUntil === null ? null : new Date(row.lockedUntil),
          last_failure_at: new Date(row.last),
        })),
      )
      .execute();

    const removed = await auth.sweep(now);

    expect(removed['failed-login counters']).toBe(2);
    const left = await auth.db.selectFrom('login_throttle').select('key').execute();
    expect(left.map((row) => row.key).sort()).toEqual(
      [...real.map((row) => row.key), `${tag}:boundary`, `${tag}:oldStillLocked`, `${tag}:young`].sort(),
    );

    // The real login's counter, once its days have passed too.
    await auth.sweep(new Date(now.getTime() + 11 * DAY_MS));
    const later = await auth.db.selectFrom('login_throttle').select('key').execute();
    expect(later.map((row) => row.key)).toEqual([`${tag}:oldStillLocked`]);
  });

  it('when the sweep runs, then exactly the team-code guesses and sign-in codes older than their days go', async () => {
    const now = new Date();
    const cutoff = now.getTime() - 10 * DAY_MS;
    const [student, premium, educator, admin] = await Promise.all(
      ['student', 'premium', 'educator', 'admin'].map(userId),
    );
    await auth.db
      .insertInto('join_guesses')
      .values([
        { user_id: student!, wrong: 2, window_started_at: new Date(cutoff - 1) },
        { user_id: premium!, wrong: 2, window_started_at: new Date(cutoff) },
      ])
      .execute();
    await auth.db
      .insertInto('sign_in_codes')
      .values([
        {
          user_id: student!,
          code_hash: 'a'.repeat(64),
          created_by: educator!,
          expires_at: new Date(cutoff - 1),
        },
        { user_id: premium!, code_hash: 'b'.repeat(64), created_by: educator!, expires_at: new Date(cutoff) },
        {
          user_id: admin!,
          code_hash: 'c'.repeat(64),
          created_by: educator!,
          expires_at: new Date(cutoff + 1),
        },
      ])
      .execute();

    const removed = await auth.sweep(now);

    expect(removed).toMatchObject({ 'team code guesses': 1, 'expired sign-in codes': 1 });
    const guesses = await auth.db.selectFrom('join_guesses').select('user_id').execute();
    expect(guesses.map((row) => row.user_id)).toEqual([premium]);
    const codes = await auth.db.selectFrom('sign_in_codes').select('user_id').execute();
    expect(codes.map((row) => row.user_id).sort()).toEqual([premium, admin].sort());
  });
});
