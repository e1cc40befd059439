import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_POLICY,
  afterFailure,
  BROWSER_POLICY,
  DEVICE_POLICY,
  type LoginBudget,
  loginBudgets,
  SCHOOL_POLICY,
  SLOWED_AFTER,
  secondsLocked,
  type ThrottleState,
  takesTurn,
} from './login-throttle.js';

const start = new Date('2026-11-21T08:00:00Z');
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

function failTimes(count: number, at = start): ThrottleState {
  let state: ThrottleState | undefined;
  for (let i = 0; i < count; i += 1) state = afterFailure(state, at, ACCOUNT_POLICY);
  return state!;
}

describe('login throttle', () => {
  it('when failures stay within the free allowance, then nothing is locked', () => {
    expect(secondsLocked(failTimes(5), start)).toBe(0);
  });

  it('when failures go past it, then the lock starts at 30 s and doubles with each failure', () => {
    expect(secondsLocked(failTimes(6), start)).toBe(30);
    expect(secondsLocked(failTimes(7), start)).toBe(60);
    expect(secondsLocked(failTimes(8), start)).toBe(120);
  });

  it('never locks for longer than the maximum', () => {
    expect(secondsLocked(failTimes(30), start)).toBe(15 * 60);
  });

  it('when the last failure is older than the memory, then counting starts again', () => {
    const state = failTimes(6);
    expect(afterFailure(state, later(16 * 60), ACCOUNT_POLICY).failures).toBe(1);
  });

  it('reports the time left on a lock', () => {
    expect(secondsLocked(failTimes(6), later(10))).toBe(20);
    expect(secondsLocked(failTimes(6), later(31))).toBe(0);
  });
});

describe('login budgets', () => {
  const attempt = {
    login: 'Sara@School.example',
    userId: 'user-1',
    address: '203.0.113.9',
    knownDeviceNonce: undefined,
    browser: 'br0wser',
  };
  const summary = (budgets: LoginBudget[]) =>
    budgets.map(({ kind, key, onSuccess }) => ({ kind, key, onSuccess }));

  it('when a browser the account does not know tries it, then the account (by id), the browser and its school address are charged', () => {
    expect(summary(loginBudgets(attempt))).toEqual([
      { kind: 'account', key: 'account:user-1', onSuccess: 'clear' },
      { kind: 'browser', key: 'browser:br0wser', onSuccess: 'refund' },
      { kind: 'school', key: 'school:203.0.113.9', onSuccess: 'refund' },
    ]);
  });

  it('when the client has no browser cookie, then the account and its address’s cookieless clients are charged', () => {
    expect(summary(loginBudgets({ ...attempt, browser: undefined }))).toEqual([
      { kind: 'account', key: 'account:user-1', onSuccess: 'clear' },
      { kind: 'cookieless', key: 'address:203.0.113.9', onSuccess: 'refund' },
    ]);
  });

  it('when the name typed belongs to no account, then that name is charged in its place', () => {
    expect(loginBudgets({ ...attempt, userId: undefined })[0]?.key).toBe('unknown-login:sara@school.example');
  });

  it('when the browser is known for the account, then only its own device counter is charged', () => {
    expect(loginBudgets({ ...attempt, knownDeviceNonce: 'n0nce' })).toEqual([
      { kind: 'device', key: 'device:n0nce', policy: DEVICE_POLICY, onSuccess: 'clear' },
    ]);
  });

  it('never locks a school address, however many of its browsers fail', () => {
    let state: ThrottleState | undefined;
    for (let i = 0; i < 10_000; i += 1) state = afterFailure(state, start, SCHOOL_POLICY);
    expect(secondsLocked(state, start)).toBe(0);
  });

  it('when a school address is past its budget, then a browser that failed before takes turns and one that has not tries at once', () => {
    expect(takesTurn(2, SLOWED_AFTER + 1)).toBe(true);
    expect(takesTurn(1, SLOWED_AFTER + 1)).toBe(false);
    expect(takesTurn(9, SLOWED_AFTER)).toBe(false);
  });

  it('when a browser keeps failing, then it has ten free tries, then waits from 30 s up, remembered for a day', () => {
    let state: ThrottleState | undefined;
    for (let i = 0; i < 11; i += 1) state = afterFailure(state, start, BROWSER_POLICY);
    expect(secondsLocked(state, start)).toBe(30);
    expect(afterFailure(state, later(23 * 3600), BROWSER_POLICY).failures).toBe(12);
  });
});
