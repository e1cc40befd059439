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

/**
 * The page's look: the app's colours and type, light or dark as the device is, readable on a phone. A style sheet in
 * the page (the CSP allows inline styles, not scripts), so the page needs nothing else from the app.
 */
const STYLE = `
:root { color-scheme: light dark; --background: #f4f6fb; --surface: #fff; --text: #1a1c22; --muted: #4a5060;
  --primary: #1565c0; --on-primary: #fff; --border: #d5d9e3; --notice: #fff4d6; --notice-text: #5c4200; }
@media (prefers-color-scheme: dark) {
  :root { --background: #0f1218; --surface: #1a1f2a; --text: #eef0f5; --muted: #b4bac8; --primary: #90caf9;
    --on-primary: #0d1b2a; --border: #343b4a; --notice: #3d3000; --notice-text: #ffe08a; }
}
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  background: var(--background); color: var(--text); display: flex; align-items: flex-start; justify-content: center; }
main { width: 100%; max-width: 30rem; margin: 2rem 1rem; padding: 1.5rem; background: var(--surface);
  border: 1px solid var(--border); border-radius: 16px; }
.notice { margin: 0 0 1.5rem; padding: 0.75rem 1rem; border-radius: 10px; background: var(--notice);
  color: var(--notice-text); font-weight: 600; border: 1px dashed currentColor; }
h1 { margin: 0 0 0.25rem; font-size: 1.75rem; line-height: 1.2; }
.for { margin: 0 0 1rem; color: var(--muted); }
.price { margin: 0 0 1.5rem; font-size: 2rem; font-weight: 800; line-height: 1.2; }
.actions { display: flex; flex-wrap: wrap; gap: 0.75rem; }
.actions form { margin: 0; flex: 1 1 10rem; }
button { width: 100%; min-height: 48px; padding: 0.75rem 1.25rem; border-radius: 10px; font: inherit; font-weight: 700;
  cursor: pointer; border: 2px solid var(--primary); }
button.pay { background: var(--primary); color: var(--on-primary); }
button.cancel { background: transparent; color: var(--primary); }
button:focus-visible { outline: 3px solid var(--text); outline-offset: 2px; }
`;

const page = (attemptId: string, username: string, language: Language) => {
  const text = TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${text.title}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="notice" role="note">${text.notice}</p>
<h1>QuizDrill Premium</h1>
<p class="for">${text.forUser} ${escapeHtml(username)}</p>
<p class="price">${PREMIUM_PRICE_SEK} ${text.perMonth}</p>
<div class="actions">
<form method="post" action="${simulatedCheckoutPath(attemptId)}/pay">
<button type="submit" class="pay">${text.pay}</button>
</form>
<form method="post" action="${simulatedCheckoutPath(attemptId)}/cancel">
<button type="submit" class="cancel">${text.cancel}</button>
</form>
</div>
</main>
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
