import { describe, expect, it } from 'vitest';
import { secretsInLog } from './log-secrets.mjs';

const jwt =
  'eyJhbGciOiJFUzI1NiIsImtpZCI6ImsxIn0.eyJzdWIiOiI1ZWVkMDAwMCIsInJvbGUiOiJST0xFX1VTRVIifQ.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

describe('secretsInLog', () => {
  it.each([
    ['a JWT in a URL', `gateway\t{"req":{"url":"/api/v2/live/events?token=${jwt}"}}`, 'a JWT'],
    [
      'a bearer header',
      'auth\t{"headers":{"authorization":"Bearer abcdefghijklmnop1234"}}',
      'a bearer or player token',
    ],
    ['a player token', 'classroom\t{"msg":"Player 0123456789abcdef0123"}', 'a bearer or player token'],
    ['an e-mail address', 'auth\t{"msg":"registered","email":"eva@skola.example"}', 'an e-mail address'],
    ['a test password', 'auth\t{"body":{"password":"correct-horse-battery"}}', 'a password the tests use'],
    ['the seed password', 'auth\t{"body":{"password":"quizdrill"}}', 'the seed accounts’ password'],
  ])('when a line holds %s, then it is found, and the report does not repeat it', (_case, line, kind) => {
    const found = secretsInLog(`first line\n${line}`);
    expect(found).toEqual([expect.objectContaining({ line: 2, kind })]);
    expect(found[0].excerpt).not.toMatch(/eva@|correct-horse|abcdefghijklmnop|eyJzdWIi|"quizdrill"/);
  });

  it('when lines name the database, the packages, a redacted header or a version, then nothing is found', () => {
    const text = [
      'auth\t{"msg":"migrated","database":"quizdrill_e2e_1a2b3c4d"}',
      'gateway\t{"msg":"client quizdrill-e2e","module":"@quizdrill/service-kit"}',
      'content\t{"req":{"headers":{"authorization":"[redacted]"}},"url":"postgres://postgres:***@127.0.0.1:5432/quizdrill"}',
      'web\tpino@9.6.0 vitest@4.1.12',
    ].join('\n');
    expect(secretsInLog(text)).toEqual([]);
  });
});
