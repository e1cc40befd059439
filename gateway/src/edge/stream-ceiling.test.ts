import { describe, expect, it } from 'vitest';
import { CEILING_WITHOUT_KNOWN_LIMIT, openFilesLimitIn, streamCeiling } from './stream-ceiling.js';

const limitsWithOpenFiles = (soft: string, hard: string) =>
  [
    'Limit                     Soft Limit           Hard Limit           Units     ',
    'Max processes             95364                95364                processes ',
    `Max open files            ${soft.padEnd(20)} ${hard.padEnd(20)} files     `,
    'Max locked memory         8388608              8388608              bytes     ',
  ].join('\n');

describe('openFilesLimitIn', () => {
  it('when /proc/self/limits names a number, then that soft limit is the limit', () => {
    expect(openFilesLimitIn(limitsWithOpenFiles('20000', '1048576'))).toBe(20_000);
  });

  it('when it says unlimited, or has no such line, then there is no limit to go by', () => {
    expect(openFilesLimitIn(limitsWithOpenFiles('unlimited', 'unlimited'))).toBeUndefined();
    expect(openFilesLimitIn('Limit Soft Limit Hard Limit Units\n')).toBeUndefined();
  });
});

describe('streamCeiling', () => {
  it('when nothing is configured, then streams may take half the descriptors, two each', () => {
    expect(streamCeiling(0, 20_000).streams).toBe(5_000);
    expect(streamCeiling(0, 1_024).streams).toBe(256);
  });

  it('when EVENT_STREAM_CEILING is set, then it decides whatever the limit', () => {
    expect(streamCeiling(300, 20_000)).toEqual({ streams: 300, from: 'EVENT_STREAM_CEILING' });
  });

  it('when the limit cannot be read, then the ceiling for a small limit holds', () => {
    expect(streamCeiling(0, undefined).streams).toBe(CEILING_WITHOUT_KNOWN_LIMIT);
  });
});
