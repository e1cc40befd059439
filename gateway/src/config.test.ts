import { ConfigError } from '@quizdrill/service-kit';
import { describe, expect, it } from 'vitest';
import { loadGatewayConfig, upstreamOrigins } from './config.js';

describe('where the services are', () => {
  it('when a service URL lists its replicas, then each is an origin, trailing slashes and repeats dropped', () => {
    const config = loadGatewayConfig({
      QUIZ_SERVICE_URL: 'http://127.0.0.1:8083/, http://127.0.0.1:8183,http://127.0.0.1:8083',
    });
    expect(upstreamOrigins(config).quiz).toEqual(['http://127.0.0.1:8083', 'http://127.0.0.1:8183']);
    expect(upstreamOrigins(config).auth).toEqual(['http://127.0.0.1:8081']);
  });

  it('when a service URL carries a path or an empty entry, then start-up stops naming the variable', () => {
    for (const value of ['http://quiz:8083/api', 'http://quiz:8083,', 'quiz:8083']) {
      expect(() => loadGatewayConfig({ QUIZ_SERVICE_URL: value }), value).toThrow(ConfigError);
      expect(() => loadGatewayConfig({ QUIZ_SERVICE_URL: value }), value).toThrow(/QUIZ_SERVICE_URL/);
    }
  });
});

describe('event stream caps', () => {
  it('when a cap is not a positive whole number, then start-up stops naming the variable', () => {
    for (const [name, value] of [
      ['EVENT_STREAMS_PER_PLAYER', '0'],
      ['EVENT_STREAMS_PER_GAME', 'many'],
      ['EVENT_STREAM_CEILING', '-1'],
    ] as const) {
      expect(() => loadGatewayConfig({ [name]: value }), name).toThrow(new RegExp(name));
    }
  });

  it('when none is set, then the ceiling is left to the descriptor limit', () => {
    expect(loadGatewayConfig({}).EVENT_STREAM_CEILING).toBe(0);
  });
});
