// POST /api/v2/stripe/create-checkout-session (SPEC.md §7): the signed-in user's way to premium.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckoutLanguageQuery, CheckoutSessionResponse } from '@quizdrill/contracts';
import { callerOf, requireCaller } from '@quizdrill/service-kit';
import { type BillingRouteDependencies, errors } from './dependencies.js';

export const checkoutRoutes: FastifyPluginAsyncTypebox<BillingRouteDependencies> = async (
  app,
  { checkout, tokens },
) => {
  app.addHook('onRequest', requireCaller(tokens));

  app.post(
    '/api/v2/stripe/create-checkout-session',
    {
      schema: {
        summary: 'Start paying for premium (Stripe Checkout)',
        tags: ['billing'],
        security: [{ bearer: [] }],
        description:
          'Starts a Stripe Checkout for premium (69 SEK/month); the browser goes to `url`. `language` (sv or en, ' +
          'default sv) is the language of the checkout page.',
        querystring: CheckoutLanguageQuery,
        response: { 200: CheckoutSessionResponse, ...errors },
      },
    },
    (request) => checkout.start(callerOf(request), request.query.language ?? 'sv'),
  );
};
