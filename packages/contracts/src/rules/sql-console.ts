// The admin SQL console's limits and refusals, `@quizdrill/contracts/rules/sql-console`: an entry of its own, as only
// the console's page and content's console need them (a rule in `@quizdrill/contracts/rules` ships with the web's
// first screens).

/** The admin SQL console's statement. */
export const SQL_MAX_LENGTH = 20_000;
/**
 * How long one statement of the SQL console may run. Postgres cannot cap one statement's memory, so this is what
 * bounds a value it builds (a `string_agg` grows by about 300 MB a second): see the console's run-statement.ts.
 */
export const SQL_CONSOLE_STATEMENT_TIMEOUT_MS = 1_000;

/**
 * Why the SQL console refused a statement (the `error` of its 400), each with a text in both languages in the web
 * app. The console only reads: the database's grants and a read-only transaction enforce it, and these say why
 * before the statement reaches the database, or what stopped it there.
 */
export const SqlConsoleRefusal = {
  /** None, or more than one, statement (a leading `;` included). */
  oneStatement: 'error.sqlOneStatement',
  /** Anything but SELECT (TABLE, VALUES, WITH) or EXPLAIN of one: DO, ALTER, CREATE, SET, COPY, INSERT, … */
  readOnly: 'error.sqlReadOnly',
  /** A SELECT that would write or lock: a data-changing WITH part, SELECT INTO, FOR UPDATE/SHARE. */
  changesData: 'error.sqlChangesData',
  /** A function that waits, locks, writes, changes settings, signals other sessions or runs SQL from text. */
  functionRefused: 'error.sqlFunctionRefused',
  /** Postgres cannot read a NUL character. */
  nulCharacter: 'error.sqlNulCharacter',
  /** The statement ran past SQL_CONSOLE_STATEMENT_TIMEOUT_MS and was cancelled. */
  timeout: 'error.sqlTimeout',
  /** The statement needed more temporary file space than the console's role may use. */
  tooLarge: 'error.sqlTooLarge',
  /** The statement reads personal data the console's role is not granted: users' e-mail addresses and names. */
  personalData: 'error.sqlPersonalData',
} as const;
export type SqlConsoleRefusal = (typeof SqlConsoleRefusal)[keyof typeof SqlConsoleRefusal];
