// The content service's settings, read once from the environment.
import { RETENTION_DEFAULTS, RETENTION_MINIMUMS } from '@quizdrill/contracts';
import { AuthEnv, ConfigError, loadConfig, retentionSetting, serviceEnv } from '@quizdrill/service-kit';
import { type Static, Type } from '@sinclair/typebox';

export const ContentEnv = Type.Object({
  ...serviceEnv(8082),
  ...AuthEnv,
  /**
   * The admin SQL console's own connection, logging in as the console's role (owns nothing, may touch four
   * tables). Defaults to DATABASE_URL with that user; production sets it with the role's password.
   */
  SQL_CONSOLE_DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  /** Days the SQL console's audit keeps a statement (who ran it, what it was, its outcome) after it ran (issue 44). */
  SQL_AUDIT_RETENTION_DAYS: retentionSetting(
    RETENTION_DEFAULTS.sqlAuditDays,
    RETENTION_MINIMUMS.sqlAuditDays,
  ),
  /** Worker threads that read imported question banks, off the event loop requests wait on. */
  IMPORT_READER_THREADS: Type.Integer({ minimum: 1, maximum: 16, default: 1 }),
});

export type ContentConfig = Static<typeof ContentEnv>;

export function loadContentConfig(env: NodeJS.ProcessEnv = process.env): ContentConfig {
  const config = loadConfig(ContentEnv, env);
  if (config.NODE_ENV === 'production' && !config.SQL_CONSOLE_DATABASE_URL) {
    throw new ConfigError([
      'SQL_CONSOLE_DATABASE_URL is required in production (the console role logs in with its own password)',
    ]);
  }
  return config;
}
