// The few statements the console refuses itself, because Postgres lets every role do them to itself.

/**
 * Postgres lets any role change its own password and session defaults (ALTER ROLE/USER current_user PASSWORD or
 * SET), whatever it was granted. Through the console that would let an admin lock the console out, or give its
 * role a password they know and log in directly, past the audit and the timeout. A DO block could run the same
 * ALTER ROLE inside it, so DO is refused too. Everything else is left to the database's privilege checks.
 * NUL cannot be sent to Postgres at all. Returns why the statement is refused, or undefined.
 */
export function consoleRefusal(statement: string): string | undefined {
  if (statement.includes('\0')) return 'The statement contains a NUL character, which Postgres cannot read';
  const [first, second] = leadingWords(statement, 2);
  if (first === 'do') return 'The SQL console does not run DO blocks';
  if (first === 'alter' && (second === 'role' || second === 'user')) {
    return 'The SQL console does not change roles';
  }
  return undefined;
}

/** The first `count` words, lower-cased, skipping whitespace and comments (`--` and nested block comments). */
export function leadingWords(statement: string, count: number): string[] {
  const words: string[] = [];
  let position = 0;
  while (words.length < count && position < statement.length) {
    const rest = statement.slice(position);
    const space = /^\s+/.exec(rest);
    if (space) {
      position += space[0].length;
    } else if (rest.startsWith('--')) {
      const end = statement.indexOf('\n', position);
      position = end === -1 ? statement.length : end + 1;
    } else if (rest.startsWith('/*')) {
      position = endOfBlockComment(statement, position);
    } else {
      const word = /^[A-Za-z_]+/.exec(rest);
      if (!word) break;
      words.push(word[0].toLowerCase());
      position += word[0].length;
    }
  }
  return words;
}

/** Postgres block comments nest: `/* a /* b *\/ c *\/` is one comment. */
function endOfBlockComment(statement: string, start: number): number {
  let depth = 0;
  let position = start;
  while (position < statement.length) {
    if (statement.startsWith('/*', position)) {
      depth += 1;
      position += 2;
    } else if (statement.startsWith('*/', position)) {
      depth -= 1;
      position += 2;
      if (depth === 0) return position;
    } else {
      position += 1;
    }
  }
  return position;
}
