// Issue 44: billing keeps its bookkeeping records (subscriptions, invoices, checkouts) seven years after the end of
// the calendar year they belong to (Bokföringslagen), and educators' contact requests EDUCATOR_LEAD_RETENTION_DAYS.
// The daily sweep removes exactly what is older, keeps what is younger (a record of the year's first moment too),
// and never an active subscription.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingSystem, startBillingSystem } from './support.js';

const DAY_MS = 24 * 3600 * 1000;

describe('billing record retention', () => {
  let billing: BillingSystem;
  beforeAll(async () => {
    billing = await startBillingSystem({ simulated: true, env: { EDUCATOR_LEAD_RETENTION_DAYS: '60' } });
  });
  afterAll(() => billing.stop());

  it('when the sweep runs in 2035, then the records of 2027 and before go, and those of 2028 and active ones stay', async () => {
    const now = new Date('2035-06-15T12:00:00Z');
    // The first moment of 2028 in Stockholm.
    const newYear2028 = new Date('2027-12-31T23:00:00Z');
    const of2027 = new Date(newYear2028.getTime() - 1);
    const at = { of2027, of2028: newYear2028 };
    const userId = randomUUID();

    for (const [name, time] of Object.entries(at)) {
      await billing.db
        .insertInto('subscriptions')
        .values({
          stripe_subscription_id: `sub_${name}`,
          user_id: userId,
          username: 'elev',
          stripe_customer_id: 'cus_1',
          status: 'canceled',
          premium: false,
          updated_at: time,
        })
        .execute();
      await billing.db
        .insertInto('simulated_subscriptions')
        .values({
          id: `sim_${name}`,
          user_id: userId,
          username: 'elev',
          customer_id: 'cus_sim',
          status: 'canceled',
          cancel_at_period_end: true,
          current_period_start: new Date(time.getTime() - 30 * DAY_MS),
          current_period_end: time,
          amount: 6900,
          currency: 'sek',
        })
        .execute();
      await billing.db
        .insertInto('simulated_invoices')
        .values({
          id: `in_${name}`,
          customer_id: 'cus_sim',
          subscription_id: `sim_${name}`,
          number: name,
          amount: 6900,
          currency: 'sek',
          period_start: new Date(time.getTime() - 30 * DAY_MS),
          period_end: time,
          created_at: time,
        })
        .execute();
      await billing.db
        .insertInto('checkout_attempts')
        .values({
          id: randomUUID(),
          user_id: userId,
          username: 'elev',
          idempotency_key: randomUUID(),
          stripe_session_id: `cs_${name}`,
          status: 'paid',
          created_at: time,
        })
        .execute();
      await billing.db
        .insertInto('processed_stripe_events')
        .values({ event_id: `evt_${name}`, type: 'invoice.paid', processed_at: time })
        .execute();
    }
    // Premium since long before, and still: kept whatever its age.
    await billing.db
      .insertInto('subscriptions')
      .values({
        stripe_subscription_id: 'sub_active',
        user_id: userId,
        username: 'elev',
        stripe_customer_id: 'cus_1',
        status: 'active',
        premium: true,
        updated_at: new Date('2020-01-01T00:00:00Z'),
      })
      .execute();

    const removed = await billing.sweep(now);

    expect(removed).toMatchObject({
      'ended subscriptions': 1,
      'ended simulated subscriptions': 1,
      'simulated invoices': 1,
      checkouts: 1,
      'processed Stripe events': 1,
    });
    const ids = async (query: Promise<{ id: string | null }[]>) => (await query).map((row) => row.id).sort();
    expect(
      await ids(billing.db.selectFrom('subscriptions').select('stripe_subscription_id as id').execute()),
    ).toEqual(['sub_active', 'sub_of2028']);
    expect(await ids(billing.db.selectFrom('simulated_subscriptions').select('id').execute())).toEqual([
      'sim_of2028',
    ]);
    expect(await ids(billing.db.selectFrom('simulated_invoices').select('id').execute())).toEqual([
      'in_of2028',
    ]);
    expect(
      await ids(billing.db.selectFrom('checkout_attempts').select('stripe_session_id as id').execute()),
    ).toEqual(['cs_of2028']);
    expect(
      await ids(billing.db.selectFrom('processed_stripe_events').select('event_id as id').execute()),
    ).toEqual(['evt_of2028']);
  });

  it('when the sweep runs, then exactly the educator contact requests older than their days go', async () => {
    const now = new Date();
    const cutoff = now.getTime() - 60 * DAY_MS;
    const times = { old: cutoff - 1, boundary: cutoff, young: cutoff + 1 };
    await billing.db
      .insertInto('educator_leads')
      .values(
        Object.entries(times).map(([name, time]) => ({
          id: randomUUID(),
          name,
          school: 'Skolan',
          email: `${name}@skolan.example`,
          group_size: 25,
          message: null,
          created_at: new Date(time),
        })),
      )
      .execute();

    await billing.sweep(now);

    const left = await billing.db.selectFrom('educator_leads').select('name').execute();
    expect(left.map((row) => row.name).sort()).toEqual(['boundary', 'young']);
  });
});
