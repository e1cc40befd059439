// The member's own plan (issue 41): see it, cancel it at the end of the paid period, resume it, read its invoices.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InvoicesResponse, MembershipResponse } from '@quizdrill/contracts';
import { callerOf, requireCaller } from '@quizdrill/service-kit';
import { type BillingRouteDependencies, errors } from './dependencies.js';

const secured = { tags: ['billing'], security: [{ bearer: [] }] };

/** The options of a route that answers with the caller's plan as it is after the request. */
const answeringThePlan = (summary: string, description: string) => ({
  schema: { ...secured, summary, description, response: { 200: MembershipResponse, ...errors } },
});

export const membershipRoutes: FastifyPluginAsyncTypebox<BillingRouteDependencies> = async (
  app,
  { membership, tokens },
) => {
  app.addHook('onRequest', requireCaller(tokens));

  app.get(
    '/api/v2/billing/subscription',
    answeringThePlan(
      "The caller's subscription",
      "The caller's plan as Stripe has it now: status, price, the paid period, the next charge, whether it is " +
        'cancelled at period end, and whether it can be cancelled or resumed. `subscription` is null for ' +
        'someone who never subscribed (premium may also come from a role: then there is nothing to cancel).',
    ),
    (request) => membership.view(callerOf(request)),
  );

  app.post(
    '/api/v2/billing/subscription/cancel',
    answeringThePlan(
      'Cancel the subscription at the end of the paid period',
      'Cancels at the end of the paid period: premium lasts until `currentPeriodEnd`, nothing more is ' +
        "charged, and the role follows when the period ends (Stripe's customer.subscription.deleted). Cancelling " +
        'again changes nothing. 404 `no_subscription`, 409 `subscription_ended`.',
    ),
    (request) => membership.cancel(callerOf(request)),
  );

  app.post(
    '/api/v2/billing/subscription/resume',
    answeringThePlan(
      'Undo a cancellation',
      'Undoes a cancellation before the period ends: the plan renews as before. Resuming one not cancelled ' +
        'changes nothing. 404 `no_subscription`, 409 `subscription_ended` (then a new checkout).',
    ),
    (request) => membership.resume(callerOf(request)),
  );

  app.get(
    '/api/v2/billing/invoices',
    {
      schema: {
        summary: "The caller's invoices",
        ...secured,
        description: "The caller's invoices, newest first (at most 24), with Stripe's page and PDF for each.",
        response: { 200: InvoicesResponse, ...errors },
      },
    },
    (request) => membership.invoices(callerOf(request)),
  );
};
