// Plans (public) and educator contact requests (anyone may send; admins read them).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CUSTOM_PRICING_ABOVE,
  EDUCATOR_TIERS,
  EducatorContactRequest,
  EducatorLead,
  PAYMENT_METHODS,
  Plans,
  PREMIUM_PRICE_SEK,
} from '@quizdrill/contracts';
import { requireCaller } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import { type BillingRouteDependencies, errors } from './dependencies.js';

export const PLANS: Plans = {
  individual: { id: 'premium', priceSek: PREMIUM_PRICE_SEK, interval: 'month' },
  educatorTiers: EDUCATOR_TIERS.map((tier) => ({ ...tier })),
  customPricingAbove: CUSTOM_PRICING_ABOVE,
  paymentMethods: [...PAYMENT_METHODS],
};

export const billingRoutes: FastifyPluginAsyncTypebox<BillingRouteDependencies> = async (
  app,
  { leads, tokens },
) => {
  app.get(
    '/api/v2/billing/plans',
    { schema: { summary: 'The plans and their prices', tags: ['billing'], response: { 200: Plans } } },
    async () => PLANS,
  );

  app.post(
    '/api/v2/billing/educator-contact',
    {
      schema: {
        summary: 'Ask about an educator licence',
        tags: ['billing'],
        body: EducatorContactRequest,
        response: { 201: Type.Object({ id: Type.String() }), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await leads.submit(request.body, request.ip)),
  );

  app.get(
    '/api/v2/billing/educator-contact',
    {
      onRequest: requireCaller(tokens, ['ROLE_ADMIN']),
      schema: {
        summary: 'The educator enquiries (admins)',
        tags: ['billing'],
        security: [{ bearer: [] }],
        response: { 200: Type.Array(EducatorLead), ...errors },
      },
    },
    () => leads.list(),
  );
};
