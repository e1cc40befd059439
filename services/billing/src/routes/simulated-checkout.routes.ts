// The simulated checkout (development without a Stripe key; never registered in production). No bearer token:
// the browser navigates here, and the random attempt id is the capability. No inline scripts (the gateway's CSP).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CheckoutLanguageQuery, type Language, PREMIUM_PRICE_SEK } from '@quizdrill/contracts';
import { Type } from '@sinclair/typebox';
import { simulatedCheckoutPath } from '../checkout/checkout.js';
import { type BillingRouteDependencies, errors } from './dependencies.js';

const Params = Type.Object({ id: Type.String({ maxLength: 64 }) });
const schema = { tags: ['billing'], hide: true, params: Params };

/** The page's texts in the app's languages (the web app passes its language along; Swedish by default). */
const TEXTS: Record<
  Language,
  Record<'title' | 'notice' | 'forUser' | 'perMonth' | 'pay' | 'cancel', string>
> = {
  sv: {
    title: 'Simulerad betalning — QuizDrill',
    notice: 'Simulerad betalning – inga pengar dras. (Endast för utveckling: Stripe är inte konfigurerat.)',
    forUser: 'För',
    perMonth: 'kr/månad',
    pay: 'Betala',
    cancel: 'Avbryt',
  },
  en: {
    title: 'Simulated payment — QuizDrill',
    notice: 'Simulated payment — no money is charged. (Development only: Stripe is not configured.)',
    forUser: 'For',
    perMonth: 'kr/month',
    pay: 'Pay',
    cancel: 'Cancel',
  },
};

const page = (attemptId: string, username: string, language: Language) => {
  const text = TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title>
</head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem;">
<p style="background: #fff3cd; border: 2px dashed #b58900; padding: 0.75rem; font-weight: bold;">
${text.notice}
</p>
<h1>QuizDrill Premium</h1>
<p>${text.forUser} ${escapeHtml(username)}: <strong>${PREMIUM_PRICE_SEK} ${text.perMonth}</strong></p>
<form method="post" action="${simulatedCheckoutPath(attemptId)}/pay" style="display: inline;">
<button type="submit" style="padding: 0.5rem 1.5rem;">${text.pay}</button>
</form>
<form method="post" action="${simulatedCheckoutPath(attemptId)}/cancel" style="display: inline; margin-left: 1rem;">
<button type="submit" style="padding: 0.5rem 1.5rem;">${text.cancel}</button>
</form>
</body>
</html>
`;
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

export const simulatedCheckoutRoutes: FastifyPluginAsyncTypebox<BillingRouteDependencies> = async (
  app,
  { checkout },
) => {
  // The forms post application/x-www-form-urlencoded (with no fields): accepted and ignored.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  app.get(
    '/api/v2/billing/simulated-checkout/:id',
    {
      schema: {
        ...schema,
        querystring: CheckoutLanguageQuery,
        response: { 400: errors[400], 404: errors[404] },
      },
    },
    async (request, reply) => {
      const attempt = await checkout.simulatedAttempt(request.params.id);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(attempt.id, attempt.username, request.query.language ?? 'sv'));
    },
  );

  app.post(
    '/api/v2/billing/simulated-checkout/:id/pay',
    { schema: { ...schema, response: { 404: errors[404] } } },
    async (request, reply) => reply.redirect(await checkout.simulatedPay(request.params.id), 303),
  );

  app.post(
    '/api/v2/billing/simulated-checkout/:id/cancel',
    { schema: { ...schema, response: { 404: errors[404] } } },
    async (request, reply) => reply.redirect(await checkout.simulatedCancel(request.params.id), 303),
  );
};
