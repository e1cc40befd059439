// The billing service's settings, read once from the environment.
import { RETENTION_DEFAULTS, RETENTION_MINIMUMS } from '@quizdrill/contracts';
import { ConfigError, loadConfig, redisServiceEnv, retentionSetting } from '@quizdrill/service-kit';
import { type Static, Type } from '@sinclair/typebox';

export const BillingEnv = Type.Object({
  ...redisServiceEnv(8085),
  /** Without it billing runs the simulated checkout (development only; production refuses to start). */
  STRIPE_SECRET_KEY: Type.Optional(Type.String({ minLength: 1 })),
  /** The webhook endpoint's signing secret (`whsec_…`); required with STRIPE_SECRET_KEY. */
  STRIPE_WEBHOOK_SECRET: Type.Optional(Type.String({ minLength: 1 })),
  /** A recurring Price for premium; without it the price is given inline (69 SEK a month). */
  STRIPE_PRICE_ID: Type.Optional(Type.String({ minLength: 1 })),
  /** Another Stripe API address (tests point the real SDK at a local fake). */
  STRIPE_API_BASE: Type.Optional(Type.String({ pattern: '^https?://' })),
  /** Where the browser reaches QuizDrill: Checkout's success and cancel URLs start with it. */
  PUBLIC_URL: Type.String({ pattern: '^https?://', default: 'http://localhost:8080' }),
  /**
   * Proxies in front of billing whose X-Forwarded-For is believed (the gateway: 1), so the educator contact
   * limit counts the client's address rather than the gateway's.
   */
  TRUST_PROXY_HOPS: Type.Integer({ minimum: 0, maximum: 10, default: 1 }),
  /**
   * The simulated checkout (no STRIPE_SECRET_KEY): a paid period of this many seconds instead of a month, to watch
   * a plan renew, or end after it was cancelled, without waiting a month.
   */
  SIMULATED_PERIOD_SECONDS: Type.Optional(Type.Integer({ minimum: 1 })),
  /** How often the simulated checkout closes the paid periods that have run out. */
  SIMULATED_RENEWAL_CHECK_SECONDS: Type.Number({ exclusiveMinimum: 0, default: 60 }),
  /**
   * Years subscriptions, invoices and checkouts are kept after the end of the calendar year they belong to (issue 44;
   * Bokföringslagen asks seven, the least allowed here). An active subscription is kept whatever its age.
   */
  BILLING_RECORD_RETENTION_YEARS: retentionSetting(
    RETENTION_DEFAULTS.billingRecordYears,
    RETENTION_MINIMUMS.billingRecordYears,
  ),
  /** Days an educator's contact request (name, school, e-mail) is kept after it came. */
  EDUCATOR_LEAD_RETENTION_DAYS: retentionSetting(
    RETENTION_DEFAULTS.educatorLeadDays,
    RETENTION_MINIMUMS.educatorLeadDays,
  ),
  /** Educator contact requests accepted per client IP and hour. */
  EDUCATOR_CONTACT_LIMIT_PER_HOUR: Type.Integer({ minimum: 1, default: 5 }),
});

export type BillingConfig = Static<typeof BillingEnv>;

export function loadBillingConfig(env: NodeJS.ProcessEnv = process.env): BillingConfig {
  const config = loadConfig(BillingEnv, env);
  const problems: string[] = [];
  if (config.NODE_ENV === 'production' && !config.STRIPE_SECRET_KEY) {
    problems.push(
      'STRIPE_SECRET_KEY is required in production (the simulated checkout is for development only)',
    );
  }
  if (config.STRIPE_SECRET_KEY && !config.STRIPE_WEBHOOK_SECRET) {
    problems.push('STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...config, PUBLIC_URL: config.PUBLIC_URL.replace(/\/+$/, '') };
}

/** Simulated mode: no Stripe key, never in production (loadBillingConfig refuses that). */
export const isSimulated = (config: BillingConfig) => !config.STRIPE_SECRET_KEY;
