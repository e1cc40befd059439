// The billing service as one function: infrastructure, Stripe (or the simulated checkout), routes.
import { Domain } from '@quizdrill/contracts';
import { buildService, type ServiceDefinition } from '@quizdrill/service-kit';
import type { Logger } from 'pino';
import { Checkout } from './checkout/checkout.js';
import { SimulatedRenewals } from './checkout/simulated-renewals.js';
import { type BillingConfig, isSimulated } from './config.js';
import { DATABASE } from './db/schema.js';
import type { BillingTables } from './db/tables.js';
import { EducatorLeads } from './leads/educator-leads.js';
import { Membership } from './membership/membership.js';
import { startBillingPrivacy } from './privacy/privacy.js';
import { billingRetentionRules } from './retention/retention.js';
import { billingRoutes } from './routes/billing.routes.js';
import { checkoutRoutes } from './routes/checkout.routes.js';
import { membershipRoutes } from './routes/membership.routes.js';
import { simulatedCheckoutRoutes } from './routes/simulated-checkout.routes.js';
import { webhookRoutes } from './routes/webhook.routes.js';
import type { Payments } from './stripe/payments.js';
import { SimulatedStripe } from './stripe/simulated-payments.js';
import { createStripePayments } from './stripe/stripe-payments.js';
import { PaymentEvents } from './webhooks/payment-events.js';

function stripeFor(config: BillingConfig): Payments {
  return createStripePayments({
    secretKey: config.STRIPE_SECRET_KEY!,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET!,
    priceId: config.STRIPE_PRICE_ID,
    apiBase: config.STRIPE_API_BASE,
  });
}

export function buildBillingApp(config: BillingConfig, deps: { logger?: Logger } = {}) {
  const service: ServiceDefinition<BillingTables> = {
    name: 'billing',
    moduleUrl: import.meta.url,
    config,
    logger: deps.logger,
    ...DATABASE,
    streams: [Domain.billing, Domain.users],
    outbox: true,
    redis: {},
    verifyTokens: true,
    // request.ip is the client's address: the educator contact limit is per client.
    behindGateway: true,
    retention: ({ db }) => billingRetentionRules(db, config),
  };
  return buildService(service, async ({ app, infrastructure, logger, scope }) => {
    const simulation = isSimulated(config)
      ? new SimulatedStripe(infrastructure.db, config.SIMULATED_PERIOD_SECONDS)
      : undefined;
    const payments = simulation ?? stripeFor(config);
    if (simulation) logger.warn('STRIPE_SECRET_KEY is not set: billing runs the simulated checkout');
    const events = new PaymentEvents(infrastructure.db, payments, logger);
    await startBillingPrivacy(infrastructure, { ...scope, payments });
    if (simulation && config.NODE_ENV !== 'production') {
      const renewals = new SimulatedRenewals(simulation, events, logger);
      renewals.start(config.SIMULATED_RENEWAL_CHECK_SECONDS * 1000);
      app.lifecycle.use('simulated renewals', renewals, (running) => running.stop());
    }
    const dependencies = {
      payments,
      events,
      checkout: new Checkout(infrastructure.db, payments, events, config.PUBLIC_URL, simulation),
      membership: new Membership(infrastructure.db, payments, events, simulation),
      leads: new EducatorLeads(
        infrastructure.db,
        infrastructure.redis,
        config.REDIS_KEY_PREFIX,
        config.EDUCATOR_CONTACT_LIMIT_PER_HOUR,
      ),
      tokens: infrastructure.verifier,
    };
    await app.register(checkoutRoutes, dependencies);
    await app.register(webhookRoutes, dependencies);
    await app.register(billingRoutes, dependencies);
    await app.register(membershipRoutes, dependencies);
    // Development only: production refuses to start without a Stripe key, and this is never registered there.
    if (payments.simulated && config.NODE_ENV !== 'production') {
      await app.register(simulatedCheckoutRoutes, dependencies);
    }
  });
}
