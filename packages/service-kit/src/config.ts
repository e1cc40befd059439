// Configuration is read once from the environment and validated; a bad value stops the process naming the variable.

import { RETENTION_DEFAULTS, RETENTION_MINIMUMS } from '@quizdrill/contracts';
import { type Static, type TObject, type TProperties, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

const LogLevel = Type.Union(
  ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
);

/** Settings every HTTP service has. */
export const BaseEnv = {
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('test'), Type.Literal('production')], {
    default: 'development',
  }),
  LOG_LEVEL: Type.Optional(LogLevel),
  HOST: Type.String({ default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535 }),
} satisfies TProperties;

/** A port setting: PORT, or a worker's own, with its default. */
export function portSetting(defaultPort: number) {
  return Type.Integer({ minimum: 0, maximum: 65535, default: defaultPort });
}

/** A worker's settings: its service's, listening on the worker's own port setting instead of PORT. */
export function workerConfig<Config extends { PORT: number } & Record<Port, number>, Port extends string>(
  config: Config,
  port: Port,
): Config {
  return { ...config, PORT: config[port] };
}

const url = (protocols: string[], fallback: string) =>
  Type.String({ pattern: `^(${protocols.join('|')})://`, default: fallback });

/** A retention setting (issue 44): whole days (or years), at least the shortest the data may be kept. */
export function retentionSetting(defaultValue: number, minimum: number) {
  return Type.Integer({ minimum, default: defaultValue });
}

export const DatabaseEnv = {
  DATABASE_URL: url(['postgres', 'postgresql'], 'postgres://postgres:postgres@127.0.0.1:5432/quizdrill'),
  /** Days a published event stays in the service's outbox table before the daily sweep removes it. */
  OUTBOX_PUBLISHED_MAX_AGE_DAYS: retentionSetting(
    RETENTION_DEFAULTS.publishedOutboxDays,
    RETENTION_MINIMUMS.publishedOutboxDays,
  ),
} satisfies TProperties;

export const RedisEnv = {
  REDIS_URL: url(['redis', 'rediss'], 'redis://127.0.0.1:6379/0'),
  REDIS_KEY_PREFIX: Type.String({ default: 'qd:', pattern: '^[A-Za-z0-9_:.-]*$' }),
} satisfies TProperties;

export const NatsEnv = {
  NATS_URL: url(['nats', 'tls'], 'nats://127.0.0.1:4222'),
  EVENT_NAMESPACE: Type.String({ default: '', pattern: '^[a-z0-9]*$' }),
  /**
   * Days the event streams keep an event: the same in every service of a deployment (each brings the streams it
   * uses to it at start). At least two, since the users stream carries token revocations read back over a day.
   */
  EVENT_STREAM_MAX_AGE_DAYS: retentionSetting(
    RETENTION_DEFAULTS.eventStreamDays,
    RETENTION_MINIMUMS.eventStreamDays,
  ),
  /** Days the dead-letter stream keeps an event no consumer could handle, for an operator to inspect and replay. */
  DEAD_LETTER_MAX_AGE_DAYS: retentionSetting(
    RETENTION_DEFAULTS.deadLetterDays,
    RETENTION_MINIMUMS.deadLetterDays,
  ),
} satisfies TProperties;

export const AuthEnv = {
  /** One URL, or a comma-separated list of the same key set at each auth replica (asked in turn while one is down). */
  AUTH_JWKS_URL: Type.String({
    pattern: '^https?://[^,\\s]+(\\s*,\\s*https?://[^,\\s]+)*$',
    default: 'http://127.0.0.1:8081/api/v2/auth/jwks.json',
  }),
} satisfies TProperties;

/**
 * What every service's settings start from (it adds AuthEnv where it checks tokens; redisServiceEnv below for one with
 * Redis): PORT defaults to its own.
 */
export function serviceEnv(defaultPort: number) {
  return { ...BaseEnv, PORT: portSetting(defaultPort), ...DatabaseEnv, ...NatsEnv } satisfies TProperties;
}

/** What a service that keeps state in Redis starts from (ai, billing, classroom, quiz): each also checks tokens. */
export function redisServiceEnv(defaultPort: number) {
  return { ...serviceEnv(defaultPort), ...RedisEnv, ...AuthEnv } satisfies TProperties;
}

/**
 * Parses `env` against the schema: converts numbers and booleans, applies defaults, and reports every problem at
 * once with the variable's name. Empty strings count as unset so `FOO=` in a .env file falls back to the default.
 */
export function loadConfig<S extends TObject>(schema: S, env: NodeJS.ProcessEnv = process.env): Static<S> {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(schema.properties)) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const value = Value.Default(schema, Value.Convert(schema, raw));
  const problems = [...Value.Errors(schema, value)].map((error) => {
    const variable = error.path.replace(/^\//, '') || 'environment';
    const given = raw[variable];
    return given === undefined
      ? `${variable} is required (${error.message})`
      : `${variable}=${JSON.stringify(given)} is invalid (${error.message})`;
  });
  if (problems.length > 0) throw new ConfigError(problems);
  return value as Static<S>;
}
