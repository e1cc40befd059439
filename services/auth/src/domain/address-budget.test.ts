import { describe, expect, it } from 'vitest';
import {
  type BudgetState,
  type BudgetTake,
  perHourPolicy,
  secondsUntilFull,
  takeFromBudget,
} from './address-budget.js';

const policy = perHourPolicy(60);
const start = new Date('2026-11-21T08:00:00Z');
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

function register(count: number, at: Date, from?: BudgetState): { state: BudgetState; last: BudgetTake } {
  let state = from;
  let last: BudgetTake | undefined;
  for (let i = 0; i < count; i += 1) {
    last = takeFromBudget(state, at, policy);
    state = last.next;
  }
  return { state: state!, last: last! };
}

describe('a budget per address (registrations, new browsers)', () => {
  it('when a class of 30 registers in the same second, then every one passes', () => {
    expect(register(30, start).last.allowed).toBe(true);
  });

  it('when 60 registered at once, then the 61st waits a minute for the next', () => {
    const { state } = register(60, start);
    expect(takeFromBudget(state, start, policy)).toMatchObject({ allowed: false, retryAfterSeconds: 60 });
    expect(takeFromBudget(state, later(30), policy)).toMatchObject({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect(takeFromBudget(state, later(60), policy).allowed).toBe(true);
  });

  it('when refused attempts keep coming, then they do not push the next registration further away', () => {
    const { state } = register(60, start);
    const refused = takeFromBudget(state, later(20), policy);
    expect(refused.allowed).toBe(false);
    expect(takeFromBudget(refused.next, later(60), policy).allowed).toBe(true);
  });

  it('when an hour has passed, then the whole burst is back and no more', () => {
    const { state } = register(60, start);
    expect(register(60, later(3600), state).last.allowed).toBe(true);
    expect(register(61, later(7200), state).last.allowed).toBe(false);
    expect(secondsUntilFull(policy)).toBe(3600);
  });
});
