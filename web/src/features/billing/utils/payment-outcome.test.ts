import { describe, expect, it } from 'vitest';
import { paymentOutcomeOf, withoutPaymentOutcome } from './payment-outcome';

describe('paymentOutcomeOf', () => {
  it('when checkout returns with success, then the outcome is success', () => {
    expect(paymentOutcomeOf(new URLSearchParams('payment=success'))).toBe('success');
  });

  it('when checkout returns canceled (either spelling), then the outcome is canceled', () => {
    for (const value of ['canceled', 'cancelled', 'CANCELED']) {
      expect(paymentOutcomeOf(new URLSearchParams({ payment: value })), value).toBe('canceled');
    }
  });

  it('when there is no or an unknown outcome, then there is none', () => {
    for (const search of ['', 'payment=', 'payment=maybe', 'other=success']) {
      expect(paymentOutcomeOf(new URLSearchParams(search)), search).toBeNull();
    }
  });
});

describe('withoutPaymentOutcome', () => {
  it('when the query carries an outcome and more, then only the outcome is removed', () => {
    expect(withoutPaymentOutcome(new URLSearchParams('payment=success&session_id=cs_1')).toString()).toBe(
      'session_id=cs_1',
    );
    expect(withoutPaymentOutcome(new URLSearchParams('payment=canceled')).toString()).toBe('');
  });
});
