import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressBody, isCompressibleJson, preferredEncoding, varyOnAcceptEncoding } from './compression.js';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip;q=0, br;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('when the client accepts %s, then the answer is encoded as %s', (acceptEncoding, expected) => {
    expect(preferredEncoding(acceptEncoding)).toBe(expected);
  });
});

describe('isCompressibleJson', () => {
  it.each([
    ['GET', 200, { 'content-type': 'application/json; charset=utf-8' }, true],
    ['POST', 201, { 'content-type': 'application/json' }, true],
    ['GET', 400, { 'content-type': 'application/problem+json' }, true],
    ['GET', 200, { 'content-type': 'text/event-stream' }, false],
    ['GET', 200, { 'content-type': 'text/plain; charset=utf-8' }, false],
    ['GET', 200, { 'content-type': 'image/png' }, false],
    ['GET', 200, { 'content-type': 'application/jsonp' }, false],
    ['GET', 200, {}, false],
    ['GET', 200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }, false],
    ['HEAD', 200, { 'content-type': 'application/json' }, false],
    ['GET', 204, { 'content-type': 'application/json' }, false],
    ['GET', 304, { 'content-type': 'application/json' }, false],
  ])('when %s answers %i with %o, then it is compressible: %s', (method, status, headers, expected) => {
    expect(isCompressibleJson(method, status, headers)).toBe(expected);
  });
});

describe('varyOnAcceptEncoding', () => {
  it.each([
    [undefined, 'accept-encoding'],
    ['', 'accept-encoding'],
    ['Origin', 'Origin, accept-encoding'],
    ['Origin, Accept-Encoding', 'Origin, Accept-Encoding'],
    [['Origin', 'Accept'], 'Origin, Accept, accept-encoding'],
    ['*', '*'],
  ])('when Vary is %o, then it becomes %s', (current, expected) => {
    expect(varyOnAcceptEncoding(current)).toBe(expected);
  });
});

describe('compressBody', () => {
  const json = Buffer.from(JSON.stringify({ courses: Array.from({ length: 200 }, (_, i) => `kurs-${i}`) }));

  it('when a body is compressed as br or gzip, then it is smaller and decodes to the same bytes', async () => {
    const brotli = await compressBody(json, 'br');
    const gzipped = await compressBody(json, 'gzip');

    expect(brotli.length).toBeLessThan(json.length / 3);
    expect(gzipped.length).toBeLessThan(json.length / 3);
    expect(brotliDecompressSync(brotli)).toEqual(json);
    expect(gunzipSync(gzipped)).toEqual(json);
  });
});
