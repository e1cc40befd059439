// billing's part in issue 44: a member's rows are exported on auth's request; an erasure published while billing is
// stopped is acted on once it starts again (its durable consumer catches up), the Stripe customer is deleted through
// the API, the bookkeeping stays without the member's identity, and billing keeps confirming until auth answers.
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from '@nats-io/transport-node';
import {
  ERASED_USER_ID,
  type ErasureConfirmRequest,
  Requests,
  type UserExportReply,
} from '@quizdrill/contracts';
import { askFor, connectNats, createDatabase, createLogger, serveRequests } from '@quizdrill/service-kit';
import {
  eventOf,
  type FakeStripe,
  openTestSystem,
  publishEvents,
  type RunningService,
  startFakeStripe,
  type TestSystem,
} from '@quizdrill/test-kit';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBillingApp } from '../src/app.js';
import { loadBillingConfig } from '../src/config.js';
import { SCHEMA } from '../src/db/schema.js';
import type { BillingTables } from '../src/db/tables.js';
import { newUser, PUBLIC_URL, WEBHOOK_SECRET } from './support.js';

describe('a member’s data in billing (issue 44)', () => {
  let system: TestSystem;
  let stripe: FakeStripe;
  let db: Kysely<BillingTables>;
  let nats: NatsConnection;
  let settings: Record<string, string>;
  const logger = createLogger('billing-privacy-test', 'silent');

  const startBilling = async (): Promise<RunningService> =>
    // Each start a service of its own, as a restarted process is; only the database and streams carry over.
    system.start(await buildBillingApp(loadBillingConfig(settings), { logger }));

  beforeAll(async () => {
    system = await openTestSystem();
    stripe = system.use(await startFakeStripe(), (fake) => fake.close());
    settings = {
      ...system.env,
      PUBLIC_URL,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: stripe.url,
    };
    db = system.use(
      createDatabase<BillingTables>({ url: system.environment.database.url, schema: SCHEMA }),
      (d) => d.destroy(),
    );
    nats = system.use(
      await connectNats({ url: system.env.NATS_URL!, name: 'billing-privacy-test', logger }),
      (connection) => connection.drain(),
    );
  });
  afterAll(() => system.stop());

  /** Billing started, and `member` made a Stripe customer by opening a checkout. */
  async function memberWithCustomer(member: ReturnType<typeof newUser>) {
    const billing = await startBilling();
    const checkout = await system.api.call(billing.url, 'POST', '/api/v2/stripe/create-checkout-session', {
      as: member,
    });
    expect(checkout.status).toBe(200);
    const { stripe_customer_id: customerId } = await db
      .selectFrom('customers')
      .select('stripe_customer_id')
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    return { billing, customerId };
  }

  it('when billing was stopped while a member was erased, then on starting again it deletes their Stripe customer, keeps the bookkeeping without them and confirms once auth answers', async () => {
    const member = newUser();
    const { billing, customerId } = await memberWithCustomer(member);
    // A subscription as the webhook would have stored it: a bookkeeping record.
    await db
      .insertInto('subscriptions')
      .values({
        stripe_subscription_id: `sub_${randomUUID().slice(0, 8)}`,
        user_id: member.id,
        username: member.username,
        stripe_customer_id: customerId,
        status: 'active',
        premium: true,
        updated_at: new Date(),
      })
      .execute();

    const exported = await askFor(
      nats,
      Requests.billingUserExport,
      { userId: member.id },
      { namespace: system.environment.namespace, timeoutMs: 5_000, unavailableMessage: 'billing is away' },
    );
    expect(Object.keys(exported.tables)).toEqual(expect.arrayContaining(['customers', 'subscriptions']));
    expect((exported as UserExportReply).tables.customers).toEqual([
      expect.objectContaining({
        user_id: member.id,
        username: member.username,
        stripe_customer_id: customerId,
      }),
    ]);

    await billing.close();
    const erasureId = randomUUID();
    await publishEvents(system.environment.namespace, [
      eventOf('users.user.erased', { erasureId, userId: member.id }),
    ]);
    const restarted = await startBilling();

    // Auth is away at first: billing erases, fails to confirm, and tries again until it can.
    const stored = async () => ({
      customers: await db.selectFrom('customers').selectAll().where('user_id', '=', member.id).execute(),
      attempts: await db
        .selectFrom('checkout_attempts')
        .selectAll()
        .where('user_id', '=', member.id)
        .execute(),
      subscriptions: await db
        .selectFrom('subscriptions')
        .selectAll()
        .where('stripe_customer_id', '=', customerId)
        .execute(),
    });
    await expect
      .poll(async () => (await stored()).customers.length, { timeout: 10_000, interval: 50 })
      .toBe(0);
    const after = await stored();
    expect(after.attempts).toEqual([]);
    expect(after.subscriptions).toEqual([
      expect.objectContaining({ user_id: ERASED_USER_ID, username: '', premium: false }),
    ]);
    expect(stripe.customers.has(customerId)).toBe(false);
    expect(stripe.requests.filter((request) => request.method === 'DELETE')).toEqual([
      expect.objectContaining({ path: `/v1/customers/${customerId}` }),
    ]);

    const confirmations: ErasureConfirmRequest[] = [];
    const auth = serveRequests(nats, {
      request: Requests.erasureConfirm,
      namespace: system.environment.namespace,
      queue: 'auth',
      logger,
      answer: async (confirmation) => {
        confirmations.push(confirmation);
        return { known: true };
      },
    });
    system.onStop(() => auth.drain());
    await expect.poll(() => confirmations.length, { timeout: 20_000, interval: 100 }).toBeGreaterThan(0);
    expect(confirmations[0]).toMatchObject({
      erasureId,
      service: 'billing',
      kept: expect.arrayContaining([
        expect.objectContaining({ why: expect.stringMatching(/Bokföringslagen/) }),
        expect.objectContaining({ what: expect.stringMatching(/Stripe/) }),
      ]),
    });
    await restarted.close();
  });

  it('when the member’s Stripe customer is already deleted (an erasure that failed after Stripe, run again), then the erasure still removes their rows', async () => {
    const member = newUser();
    const { billing, customerId } = await memberWithCustomer(member);
    expect(stripe.customers.delete(customerId)).toBe(true);

    await publishEvents(system.environment.namespace, [
      eventOf('users.user.erased', { erasureId: randomUUID(), userId: member.id }),
    ]);
    await expect
      .poll(
        async () =>
          (await db.selectFrom('customers').select('user_id').where('user_id', '=', member.id).execute())
            .length,
        { timeout: 10_000, interval: 50 },
      )
      .toBe(0);
    // Stripe was asked and answered "no such customer", which the erasure takes as done.
    expect(
      stripe.requests.filter(
        (request) => request.method === 'DELETE' && request.path === `/v1/customers/${customerId}`,
      ),
    ).toHaveLength(1);
    await billing.close();
  });
});
