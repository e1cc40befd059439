// Who pays: the immutable user id. A token from before a membership change is refused, so it cannot start a
// second checkout; a renamed user keeps their Stripe customer.
import { publishTokenRevocation, type TokenSubject } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingSystem, newUser, startBillingSystem } from './support.js';

describe('caller identity', () => {
  let billing: BillingSystem;
  beforeAll(async () => {
    billing = await startBillingSystem();
  });
  afterAll(() => billing.stop());

  const checkout = (as: TokenSubject) =>
    billing.call('POST', '/api/v2/stripe/create-checkout-session', { as });
  const attemptsOf = (userId: string) =>
    billing.db.selectFrom('checkout_attempts').select('id').where('user_id', '=', userId).execute();

  it('when the user became premium, then the token that says free answers 401 token_outdated and starts no checkout', async () => {
    const user = newUser();
    await publishTokenRevocation(billing.environment.namespace, { userId: user.id, version: 1 });
    // Polled on a call that changes nothing (403 to a valid token of a non-admin) until the revocation arrived.
    const probe = () => billing.call('GET', '/api/v2/billing/educator-contact', { as: user });
    await expect.poll(async () => (await probe()).status, { timeout: 10_000, interval: 50 }).toBe(401);
    const refused = await checkout(user);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toBe('token_outdated');
    expect(await attemptsOf(user.id)).toEqual([]);

    const premium = await checkout({ ...user, role: 'ROLE_PREMIUM', tokenVersion: 1 });
    expect(premium.status).toBe(409);
    expect((await premium.json()).error).toBe('already_premium');
  });

  it('when a user checks out again under a new username, then the same Stripe customer is used', async () => {
    const user = newUser();
    expect((await checkout(user)).status).toBe(200);
    await publishTokenRevocation(billing.environment.namespace, { userId: user.id, version: 1 });
    const renamed: TokenSubject = { ...user, username: `${user.username}-ny`, tokenVersion: 1 };
    expect((await checkout(renamed)).status).toBe(200);

    const customers = await billing.db
      .selectFrom('customers')
      .select(['user_id', 'stripe_customer_id'])
      .where('user_id', '=', user.id)
      .execute();
    expect(customers).toHaveLength(1);
    expect(await attemptsOf(user.id)).toHaveLength(2);
  });
});
