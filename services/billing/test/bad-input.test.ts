// Bad input at the billing service's edge (issue 14): a lead with control characters is a 400 naming the field,
// and nothing is stored; JSON types are not coerced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingSystem, educatorLead, startBillingSystem } from './support.js';

describe('bad input', () => {
  let billing: BillingSystem;
  beforeAll(async () => {
    billing = await startBillingSystem({ simulated: true });
  });
  afterAll(() => billing.stop());

  const leads = () => billing.db.selectFrom('educator_leads').select('id').execute();

  it.each([
    ['school', { school: 'Sol\u0000skolan' }],
    ['message', { message: 'Hej\u0007' }],
  ])(
    'when an educator contact has a control character in the %s, then 400 naming it and no lead',
    async (field, change) => {
      const response = await billing.call('POST', '/api/v2/billing/educator-contact', {
        body: educatorLead(change),
      });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBe(
        `body/${field} must not contain control characters (only tab, line feed and carriage return are allowed)`,
      );
      expect(await leads()).toEqual([]);
    },
  );

  it('when a message has line breaks and tabs, then it is taken', async () => {
    const response = await billing.call('POST', '/api/v2/billing/educator-contact', {
      body: educatorLead({ message: 'Hej!\r\n\tVi är 25.' }),
    });
    expect(response.status).toBe(201);
  });

  it('when the group size is a number as text, then 400: JSON bodies are not coerced', async () => {
    const before = (await leads()).length;
    const response = await billing.call('POST', '/api/v2/billing/educator-contact', {
      body: educatorLead({ groupSize: '25' }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/groupSize/);
    expect(await leads()).toHaveLength(before);
  });
});
