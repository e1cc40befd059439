// The admins' AI usage names its users by auth's usernames when it is read (issue 44): a usage row keeps the user's
// id only, so an erased user's usage (until ai's own erasure removes it) names no one, and a renamed user is shown
// by their new name.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA } from '../src/db/schema.js';
import { ERASED_USERNAME } from '../src/usage/usage.repository.js';
import { type AiSystem, newPremium, startAiSystem } from './support.js';

describe('AI usage', () => {
  let ai: AiSystem;
  beforeAll(async () => {
    ai = await startAiSystem({}, { worker: false });
  });
  afterAll(() => ai.stop());

  const used = (userId: string, provider: string) =>
    ai.db
      .insertInto('usage')
      .values({ user_id: userId, provider, kind: 'explain', input_tokens: 10, output_tokens: 20 });

  it('when an admin reads the usage, then each user is named by auth’s username, and one auth no longer knows by the erased mark', async () => {
    const premium = newPremium();
    // Signing a token makes the stand-in for auth know them, as auth knows every account.
    await ai.tokenFor(premium);
    const erased = randomUUID();
    await used(premium.id, 'offline').execute();
    await used(premium.id, 'openai').execute();
    await used(erased, 'offline').execute();

    const response = await ai.call('GET', '/api/v2/ai/usage', { as: 'admin' });

    expect(response.status).toBe(200);
    const rows = (await response.json()) as { userId: string; username: string; provider: string }[];
    const named = rows
      .filter((row) => row.userId === premium.id || row.userId === erased)
      .map(({ userId, username, provider }) => ({ userId, username, provider }))
      .sort((a, b) => `${a.userId}${a.provider}`.localeCompare(`${b.userId}${b.provider}`));
    expect(named).toEqual(
      [
        { userId: premium.id, username: premium.username, provider: 'offline' },
        { userId: premium.id, username: premium.username, provider: 'openai' },
        { userId: erased, username: ERASED_USERNAME, provider: 'offline' },
      ].sort((a, b) => `${a.userId}${a.provider}`.localeCompare(`${b.userId}${b.provider}`)),
    );
    // ai keeps no username of its own.
    const { rows: columns } = await sql<{ table_name: string }>`
      select table_name from information_schema.columns
      where table_schema = ${SCHEMA} and column_name = 'username'`.execute(ai.db);
    expect(columns).toEqual([]);
  });

  it('when auth cannot answer, then the usage is 503 rather than rows without names', async () => {
    await used(randomUUID(), 'offline').execute();
    await ai.people.close();

    const response = await ai.call('GET', '/api/v2/ai/usage', { as: 'admin' });

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      message: 'Usernames cannot be loaded right now; try again shortly',
    });
  });
});
