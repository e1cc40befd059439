// What the admin SQL console runs: one SELECT, or EXPLAIN of one, that neither writes nor waits. It is decided on
// Postgres's own parse tree (libpg-query is the Postgres parser compiled to WebAssembly), so no spelling, comment or
// stray `;` gets a statement past it. The database's grants and the read-only transaction (migration
// 20261215_1000_sql_console_read_only, run-statement.ts) hold whatever this misses; this says why, in words the
// admin can act on.
import { SqlConsoleRefusal } from '@quizdrill/contracts';
import type { ParseResult } from 'libpg-query';

export type StatementCheck =
  | { accepted: true; command: 'SELECT' | 'EXPLAIN' }
  /** `code` is a SqlConsoleRefusal, or, for a statement Postgres cannot parse, the parser's message itself. */
  | { accepted: false; code: string; message: string };

type Parser = { parseSync(statement: string): ParseResult };

let parser: Promise<Parser> | undefined;

/**
 * Loaded on the console's first statement, not at start: the WebAssembly parser costs a process about 20 MB, and
 * most content processes never see the console.
 */
function loadParser(): Promise<Parser> {
  parser ??= import('libpg-query').then(async (module) => {
    await module.loadModule();
    return module;
  });
  return parser;
}

const READS_ONLY = 'the SQL console only reads: one SELECT (TABLE, VALUES, WITH) or EXPLAIN of one';

/**
 * Functions any role may call that a read-only transaction does not stop, or that take the console past its
 * statement: each waits, locks, writes, changes a setting, signals another session, runs SQL written in a text
 * (which this check cannot see), or builds a value as long as an argument says in one call, which the statement
 * timeout does not interrupt (four `array_fill`s of 1 GB held the server 5 GB for 30 s past a 1 s timeout).
 * Matched by their name alone, whatever schema a call names.
 */
const REFUSED_FUNCTIONS: readonly {
  does: string;
  names?: readonly string[];
  prefixes?: readonly string[];
}[] = [
  { does: 'waits', names: ['pg_sleep', 'pg_sleep_for', 'pg_sleep_until'] },
  {
    does: 'builds a value as long as its arguments ask',
    names: ['repeat', 'lpad', 'rpad', 'array_fill', 'format'],
  },
  { does: 'takes a lock', prefixes: ['pg_advisory_', 'pg_try_advisory_'] },
  {
    does: 'writes',
    names: ['nextval', 'setval', 'pg_notify', 'pg_logical_emit_message', 'loread', 'lowrite'],
    prefixes: ['lo_'],
  },
  { does: 'changes a setting', names: ['set_config'] },
  {
    does: 'signals another session',
    names: ['pg_cancel_backend', 'pg_terminate_backend', 'pg_reload_conf', 'pg_rotate_logfile'],
  },
  {
    does: 'runs SQL from a text',
    names: [
      'query_to_xml',
      'query_to_xmlschema',
      'query_to_xml_and_xmlschema',
      'cursor_to_xml',
      'cursor_to_xmlschema',
      'ts_stat',
      'ts_rewrite',
    ],
  },
];

function refusedFunction(name: string): string | undefined {
  return REFUSED_FUNCTIONS.find(
    (group) => group.names?.includes(name) || group.prefixes?.some((prefix) => name.startsWith(prefix)),
  )?.does;
}

/** The nodes that make a SELECT write or lock. */
const DATA_CHANGES: Readonly<Record<string, string>> = {
  InsertStmt: 'INSERT',
  UpdateStmt: 'UPDATE',
  DeleteStmt: 'DELETE',
  MergeStmt: 'MERGE',
  intoClause: 'SELECT INTO',
  lockingClause: 'FOR UPDATE/SHARE',
};

/** Nodes whose name does not read as their SQL. */
const KINDS: Readonly<Record<string, string>> = { VariableSetStmt: 'SET', VariableShowStmt: 'SHOW' };

/** A parse tree node's kind as SQL: `AlterRoleStmt` → `ALTER ROLE`, `DoStmt` → `DO`. */
export function statementKind(node: string): string {
  return (KINDS[node] ?? node)
    .replace(/Stmt$/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toUpperCase();
}

const refused = (code: string, message: string): StatementCheck => ({ accepted: false, code, message });

/**
 * Every (key, value) pair of the tree, walked with a stack of its own: a statement of 20,000 characters can nest
 * deeper than recursion would go.
 */
function* entries(tree: unknown): Generator<[string, unknown]> {
  const pending: unknown[] = [tree];
  while (pending.length > 0) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    else if (typeof value === 'object' && value !== null) {
      for (const entry of Object.entries(value)) {
        yield entry;
        pending.push(entry[1]);
      }
    }
  }
}

const functionName = (call: unknown) => {
  const parts = (call as { funcname?: { String?: { sval?: string } }[] }).funcname ?? [];
  return parts.at(-1)?.String?.sval ?? '';
};

/** Why a single SELECT would write, lock or wait, if it would. */
function refusalInside(statement: object): StatementCheck | undefined {
  for (const [key, value] of entries(statement)) {
    const change = DATA_CHANGES[key];
    // An empty locking list is no lock; every other of these nodes is there only when written.
    if (change && !(Array.isArray(value) && value.length === 0)) {
      return refused(SqlConsoleRefusal.changesData, `${change} would change or lock data: ${READS_ONLY}`);
    }
    if (key === 'FuncCall') {
      const name = functionName(value);
      const does = refusedFunction(name);
      if (does) {
        return refused(
          SqlConsoleRefusal.functionRefused,
          `${name} ${does}: the SQL console runs no function that waits, builds values of any size asked, ` +
            'locks, writes, changes settings, signals other sessions or runs SQL from a text',
        );
      }
    }
  }
  return undefined;
}

/** Whether the console runs the statement, and if not, why. */
export async function checkStatement(statement: string): Promise<StatementCheck> {
  // Before parsing: the parser reads a C string, which would end at the NUL and miss what follows.
  if (statement.includes('\0')) {
    return refused(
      SqlConsoleRefusal.nulCharacter,
      'The statement contains a NUL character, which Postgres cannot read',
    );
  }
  const { parseSync } = await loadParser();
  let tree: ParseResult;
  try {
    tree = parseSync(statement);
  } catch (error) {
    // A syntax error reads as the database would say it. A tree too deep for the parser to hand over (the stack
    // runs out) is refused too: what cannot be checked does not run.
    if (error instanceof RangeError) {
      const message = 'The statement is nested too deeply for the SQL console to check';
      return refused(message, message);
    }
    if (error instanceof Error && error.name === 'SqlError') return refused(error.message, error.message);
    throw error;
  }
  const statements = tree.stmts ?? [];
  if (statements.length !== 1) {
    return refused(
      SqlConsoleRefusal.oneStatement,
      `The SQL console runs exactly one statement; this has ${statements.length}`,
    );
  }
  const stmt: object = statements[0]?.stmt ?? {};
  const [kind = '', body] = Object.entries(stmt)[0] ?? [];
  if (kind === 'ExplainStmt') {
    const [explained = ''] = Object.keys((body as { query?: object }).query ?? {});
    if (explained !== 'SelectStmt') {
      return refused(SqlConsoleRefusal.readOnly, `EXPLAIN of ${statementKind(explained)}: ${READS_ONLY}`);
    }
  } else if (kind !== 'SelectStmt') {
    return refused(SqlConsoleRefusal.readOnly, `${statementKind(kind)}: ${READS_ONLY}`);
  }
  return refusalInside(stmt) ?? { accepted: true, command: kind === 'ExplainStmt' ? 'EXPLAIN' : 'SELECT' };
}
