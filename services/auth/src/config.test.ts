import { ConfigError } from '@quizdrill/service-kit';
import { describe, expect, it } from 'vitest';
import { loadAuthConfig } from './config.js';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://auth@db/quizdrill',
  JWT_PRIVATE_KEY: '{"kid":"k"}',
  DEVICE_COOKIE_SECRET: 'a production secret of at least 32 characters',
};

describe('auth config', () => {
  it('when production has every secret, then it loads', () => {
    expect(loadAuthConfig(production).DEVICE_COOKIE_SECRET).toBe(production.DEVICE_COOKIE_SECRET);
  });

  it('when production lacks the device cookie secret, then start-up stops naming it', () => {
    const { DEVICE_COOKIE_SECRET: _unset, ...withoutSecret } = production;
    expect(() => loadAuthConfig(withoutSecret)).toThrow(ConfigError);
    expect(() => loadAuthConfig(withoutSecret)).toThrow(/DEVICE_COOKIE_SECRET/);
  });

  it('when development leaves it unset, then it loads (the secret is derived from the signing key)', () => {
    expect(loadAuthConfig({ NODE_ENV: 'development' }).DEVICE_COOKIE_SECRET).toBeUndefined();
  });
});
