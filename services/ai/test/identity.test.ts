// Who asks the ai service: the immutable user id, and only with a token no change of the user has outdated.
import { publishTokenRevocation, type TokenSubject, WRONG_CAPITAL_ANSWER } from '@quizdrill/test-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiSystem, newPremium, startAiSystem } from './support.js';

const body = { ...WRONG_CAPITAL_ANSWER, aiModel: 'openai' };

describe('caller identity', () => {
  let system: AiSystem;
  beforeAll(async () => {
    system = await startAiSystem({}, { worker: false });
  });
  afterAll(() => system.stop());

  const explain = (as: TokenSubject) => system.call('POST', '/api/v2/explain', { as, body });

  it('when premium ends (the role changes), then the token that still says premium answers 401 token_outdated within seconds and the fresh one is refused as free', async () => {
    const member = newPremium();
    expect((await explain(member)).status).toBe(200);

    await publishTokenRevocation(system.environment.namespace, { userId: member.id, version: 1 });
    await expect
      .poll(async () => (await explain(member)).status, { timeout: 10_000, interval: 50 })
      .toBe(401);
    expect((await (await explain(member)).json()).error).toBe('token_outdated');

    const free: TokenSubject = { ...member, role: 'ROLE_USER', tokenVersion: 1 };
    const refused = await explain(free);
    expect(refused.status).toBe(403);
    await refused.body?.cancel();
    expect((await explain({ ...member, tokenVersion: 1 })).status).toBe(200);
  });
});
