// What no log line may hold (issue 44, least data): passwords, bearer tokens (our JWTs, a live game's player tokens)
// and e-mail addresses. The test runner reads the e2e tiers' logs, as the services wrote them, through this.

/**
 * The passwords the e2e tests send (e2e/support/accounts.ts, e2e/browser): a distinctive word is looked for
 * anywhere; the seed accounts' `quizdrill` only as a word of its own, not inside quizdrill_e2e_… or @quizdrill/….
 */
export const TEST_PASSWORDS = [
  'correct-horse-battery',
  'ett-bra-lösenord',
  'långt-nog-lösenord',
  'not-the-password',
  'not-my-password',
  'något-annat',
];
const SEED_PASSWORD = /(?<![\w@/.:-])quizdrill(?![\w/.:-])/;

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each kind of secret and how it reads in a line. */
function patterns(passwords) {
  return [
    // header.payload.signature, each base64url: any JWT, ours (access and refresh alike) or another's.
    { kind: 'a JWT', pattern: /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/ },
    { kind: 'a bearer or player token', pattern: /\b(?:Bearer|Player)\s+[\w.~+/-]{16,}/ },
    { kind: 'an e-mail address', pattern: /[\w.+-]+@[a-z\d-]+(?:\.[a-z\d-]+)*\.[a-z]{2,}\b/i },
    {
      kind: 'a password the tests use',
      pattern: new RegExp(passwords.map(escapeRegExp).join('|') || '(?!)'),
    },
    { kind: 'the seed accounts’ password', pattern: SEED_PASSWORD },
  ];
}

/**
 * The lines of `text` holding a secret: each with its number (from 1), the kind found, and the line cut short.
 * @param {string} text
 * @param {{ passwords?: string[] }} [options]
 * @returns {{ line: number, kind: string, excerpt: string }[]}
 */
export function secretsInLog(text, { passwords = TEST_PASSWORDS } = {}) {
  const kinds = patterns(passwords);
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const { kind, pattern } of kinds) {
      const match = pattern.exec(line);
      if (match) {
        // The secret itself is not repeated in the report: its place and a few characters around it.
        const start = Math.max(0, match.index - 60);
        const excerpt = `${line.slice(start, match.index)}«${kind}»${line.slice(match.index + match[0].length, match.index + match[0].length + 60)}`;
        found.push({ line: index + 1, kind, excerpt });
      }
    }
  });
  return found;
}
