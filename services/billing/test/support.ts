// Starts billing in-process against one fresh environment, with tokens signed by a stand-in for auth and (unless
// simulated) the real Stripe SDK talking to the local Stripe fake.
import { randomUUID } from 'node:crypto';
import { createDatabase } from '@quizdrill/service-kit';
import {
  type ApiCallOptions,
  type ApiResponse,
  type FakeStripe,
  openTestSystem,
  signStripeEvent,
  startFakeStripe,
  type TestEnvironment,
  type TokenSubject,
  type Who,
} from '@quizdrill/test-kit';
import type { Kysely } from 'kysely';
import Stripe from 'stripe';
import { buildBillingApp } from '../src/app.js';
import { loadBillingConfig } from '../src/config.js';
import { SCHEMA } from '../src/db/schema.js';
import type { BillingTables } from '../src/db/tables.js';

export type { Who };

export const WEBHOOK_SECRET = 'whsec_test_billing';
export const PUBLIC_URL = 'http://quizdrill.test';

export interface BillingSystem {
  environment: TestEnvironment;
  url: string;
  db: Kysely<BillingTables>;
  stripe: FakeStripe | undefined;
  call(method: string, path: string, options?: ApiCallOptions): Promise<ApiResponse>;
  /** Posts a Stripe event to the webhook, signed (or with the given header / timestamp). */
  deliver(
    event: Record<string, unknown>,
    options?: { header?: string | null; secret?: string; timestamp?: number },
  ): Promise<ApiResponse>;
  outbox(): Promise<{ type: string; data: Record<string, string> }[]>;
  /** Runs billing's retention sweep as if it were `now` (it otherwise runs a minute after start, then daily). */
  sweep(now: Date): Promise<Record<string, number>>;
  stop(): Promise<void>;
}

export function newUser(role: TokenSubject['role'] = 'ROLE_USER'): TokenSubject {
  return { id: randomUUID(), username: `user-${randomUUID().slice(0, 8)}`, role };
}

export async function startBillingSystem(
  options: { simulated?: boolean; env?: Record<string, string> } = {},
): Promise<BillingSystem> {
  const system = await openTestSystem();
  const stripe = options.simulated
    ? undefined
    : system.use(await startFakeStripe(), (stripe) => stripe.close());
  const settings: Record<string, string> = {
    ...system.env,
    PUBLIC_URL,
    ...(stripe
      ? {
          STRIPE_SECRET_KEY: 'sk_test_fake',
          STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
          STRIPE_API_BASE: stripe.url,
        }
      : {}),
    ...options.env,
  };
  const app = await buildBillingApp(loadBillingConfig(settings));
  const service = await system.start(app);
  const db = system.use(
    createDatabase<BillingTables>({ url: system.environment.database.url, schema: SCHEMA }),
    (db) => db.destroy(),
  );

  return {
    environment: system.environment,
    url: service.url,
    db,
    stripe,
    call: (method, path, callOptions) => system.api.call(service.url, method, path, callOptions),
    async deliver(event, deliverOptions = {}) {
      const signed = signStripeEvent(
        Stripe.webhooks,
        event,
        deliverOptions.secret ?? WEBHOOK_SECRET,
        deliverOptions.timestamp,
      );
      const payload = signed.payload;
      const header = deliverOptions.header === undefined ? signed.header : deliverOptions.header;
      const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
      if (header !== null) headers['stripe-signature'] = header;
      return fetch(`${service.url}/api/v2/stripe/webhook`, { method: 'POST', headers, body: payload });
    },
    async outbox() {
      const rows = await db.selectFrom('outbox').select(['type', 'envelope']).orderBy('sequence').execute();
      return rows.map((row) => {
        const envelope = (typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope) as {
          type: string;
          data: Record<string, string>;
        };
        return { type: envelope.type, data: envelope.data };
      });
    },
    sweep: (now) => app.retention!.sweep(now),
    stop: () => system.stop(),
  };
}

/** An educator's contact request (a lead) as the form sends it, with `overrides` for the case at hand. */
export const educatorLead = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Lärare',
  school: 'Solskolan',
  email: 'anna@solskolan.se',
  groupSize: 25,
  message: 'Vi är intresserade',
  ...overrides,
});
