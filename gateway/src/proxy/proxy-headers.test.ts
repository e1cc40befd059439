import { describe, expect, it } from 'vitest';
import { clientResponseHeaders, upstreamRequestHeaders } from './proxy-headers.js';

const context = {
  requestId: 'req-12345678',
  clientAddress: '198.51.100.7',
  protocol: 'https',
  host: 'quizdrill.example',
  upstreamHost: '127.0.0.1:8083',
};

describe('upstreamRequestHeaders', () => {
  it('when headers pass to a service, then hop-by-hop ones, Expect and those named in Connection are dropped', () => {
    const headers = upstreamRequestHeaders(
      {
        connection: 'keep-alive, x-private',
        'keep-alive': 'timeout=5',
        'x-private': 'per-connection',
        'transfer-encoding': 'chunked',
        upgrade: 'websocket',
        'proxy-authorization': 'Basic abc',
        te: 'trailers',
        expect: '100-continue',
        authorization: 'Bearer t',
        'content-type': 'application/json',
        host: 'quizdrill.example',
      },
      context,
    );

    expect(headers).toEqual({
      host: '127.0.0.1:8083',
      authorization: 'Bearer t',
      'content-type': 'application/json',
      'x-request-id': 'req-12345678',
      'x-forwarded-for': '198.51.100.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'quizdrill.example',
    });
  });

  it('when the client sends its own forwarding headers and no proxy is trusted, then the gateway’s replace them', () => {
    const headers = upstreamRequestHeaders(
      { 'x-forwarded-for': '10.0.0.1', 'x-request-id': 'forged', forwarded: 'for=10.0.0.1' },
      context,
    );

    expect(headers['x-forwarded-for']).toBe('198.51.100.7');
    expect(headers['x-request-id']).toBe('req-12345678');
    expect(headers).not.toHaveProperty('forwarded');
  });

  it('when a chain of proxies sent X-Forwarded-For, then services get only the client the gateway resolved', () => {
    const headers = upstreamRequestHeaders(
      { 'x-forwarded-for': '203.0.113.5, 10.0.0.9' },
      { ...context, clientAddress: '203.0.113.5' },
    );

    expect(headers['x-forwarded-for']).toBe('203.0.113.5');
  });
});

describe('clientResponseHeaders', () => {
  it('when a service answers, then its hop-by-hop headers and request id stay behind and the rest passes', () => {
    expect(
      clientResponseHeaders({
        connection: 'close',
        'keep-alive': 'timeout=5',
        'x-request-id': 'upstream',
        'content-type': 'text/event-stream',
        'cache-control': 'no-cache',
      }),
    ).toEqual({ 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  });
});
