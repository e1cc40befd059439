import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { EventCatalog } from './event-catalog.js';
import { assertValid, ContractViolation, isValid } from './validation.js';

describe('assertValid', () => {
  it('when every field fits, then the value comes back typed', () => {
    const data = {
      userId: '6b1f7a52-0f7c-4a3e-9f41-3b2d1c0e9a11',
      username: 'anna',
      stripeCustomerId: 'cus_1',
      stripeSubscriptionId: 'sub_1',
    };
    expect(assertValid(EventCatalog['billing.subscription.activated'].data, data)).toBe(data);
  });

  it('when formats are wrong, then every problem is listed with its path', () => {
    const schema = Type.Object({
      id: Type.String({ format: 'uuid' }),
      at: Type.String({ format: 'date-time' }),
    });
    try {
      assertValid(schema, { id: 'nope', at: 'yesterday' }, 'sample');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ContractViolation);
      expect((error as ContractViolation).problems).toHaveLength(2);
      expect((error as Error).message).toMatch(/^sample is invalid: \/id .*; \/at /);
    }
    expect(
      isValid(schema, { id: '6b1f7a52-0f7c-4a3e-9f41-3b2d1c0e9a11', at: '2026-11-21T08:00:00.000Z' }),
    ).toBe(true);
  });
});
