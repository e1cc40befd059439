// POST /api/v2/stripe/webhook: Stripe's signed events. The signature covers the exact bytes, so this route (and
// only this one, the plugin being encapsulated) keeps the JSON body as the raw Buffer.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BillingErrorCode } from '@quizdrill/contracts';
import { AppError } from '@quizdrill/service-kit';
import { Type } from '@sinclair/typebox';
import { WebhookSignatureError } from '../stripe/stripe-payments.js';
import { type BillingRouteDependencies, errors } from './dependencies.js';

export const webhookRoutes: FastifyPluginAsyncTypebox<BillingRouteDependencies> = async (
  app,
  { payments, events },
) => {
  // Stripe signs the bytes it sent: they are kept as they came, in place of the service-wide JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/v2/stripe/webhook',
    {
      schema: {
        summary: "Stripe's events (called by Stripe)",
        tags: ['billing'],
        description: 'Stripe webhook (signature-verified; each event applied at most once).',
        response: { 200: Type.Object({ received: Type.Boolean() }), ...errors },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers['stripe-signature'];
      let event: ReturnType<typeof payments.verifyWebhook>;
      try {
        event = payments.verifyWebhook(raw, Array.isArray(header) ? header[0] : header);
      } catch (error) {
        if (!(error instanceof WebhookSignatureError)) throw error;
        request.log.warn({ reason: error.message }, 'stripe webhook refused');
        throw AppError.badRequest(
          'The webhook signature is missing or invalid',
          BillingErrorCode.badSignature,
        );
      }
      const outcome = await events.handle(event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook');
      return { received: true };
    },
  );
};
