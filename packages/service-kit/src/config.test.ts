import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import {
  AuthEnv,
  BaseEnv,
  ConfigError,
  DatabaseEnv,
  loadConfig,
  portSetting,
  workerConfig,
} from './config.js';

const Schema = Type.Object({ ...BaseEnv, ...DatabaseEnv, SECRET: Type.String({ minLength: 8 }) });

describe('loadConfig', () => {
  it('when values are valid, then numbers are converted and defaults applied', () => {
    const config = loadConfig(Schema, { PORT: '8081', SECRET: 'long-enough' });
    expect(config.PORT).toBe(8081);
    expect(config.NODE_ENV).toBe('development');
    expect(config.DATABASE_URL).toMatch(/^postgres:/);
  });

  it('when a required variable is missing, then the error names it', () => {
    expect(() => loadConfig(Schema, { PORT: '1' })).toThrow(/SECRET is required/);
  });

  it('when a value is malformed, then every bad variable is named with what was given', () => {
    try {
      loadConfig(Schema, { PORT: 'eighty', SECRET: 'x', DATABASE_URL: 'mysql://x' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT="eighty" is invalid');
      expect(message).toContain('SECRET="x" is invalid');
      expect(message).toContain('DATABASE_URL="mysql://x" is invalid');
    }
  });

  it('when a variable is set to an empty string, then it falls back to its default', () => {
    expect(loadConfig(Schema, { PORT: '1', SECRET: '12345678', NODE_ENV: '' }).NODE_ENV).toBe('development');
  });

  it('when AUTH_JWKS_URL lists one address per auth replica, then it is taken; an empty entry is refused', () => {
    const Auth = Type.Object(AuthEnv);
    const list = 'http://127.0.0.1:8081/api/v2/auth/jwks.json, http://127.0.0.1:8181/api/v2/auth/jwks.json';
    expect(loadConfig(Auth, { AUTH_JWKS_URL: list }).AUTH_JWKS_URL).toBe(list);
    expect(() => loadConfig(Auth, { AUTH_JWKS_URL: 'http://auth:8081/jwks.json,' })).toThrow(/AUTH_JWKS_URL/);
  });
});

describe('a worker beside its service', () => {
  const Service = Type.Object({ ...BaseEnv, WORKER_PORT: portSetting(0) });

  it('when the worker’s port is set, then the worker listens there and the service keeps its own port', () => {
    const config = loadConfig(Service, { PORT: '8084', WORKER_PORT: '8094' });
    expect(workerConfig(config, 'WORKER_PORT').PORT).toBe(8094);
    expect(config.PORT).toBe(8084);
  });

  it('when the worker’s port is not a port, then start-up stops naming it', () => {
    expect(() => loadConfig(Service, { PORT: '1', WORKER_PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig(Service, { PORT: '1', WORKER_PORT: '70000' })).toThrow(/WORKER_PORT/);
  });
});
