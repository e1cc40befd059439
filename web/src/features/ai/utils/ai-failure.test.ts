import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { classifyAiFailure } from './ai-failure';

describe('classifyAiFailure', () => {
  it('when the page was left or the session ended, then there is nothing to say', () => {
    expect(classifyAiFailure(new DOMException('aborted', 'AbortError'))).toEqual({ kind: 'silent' });
    expect(classifyAiFailure(new ApiError(401, 'unauthorized', 'Token expired'))).toEqual({ kind: 'silent' });
  });

  it('when the server was not reached, then it is the technical error', () => {
    expect(classifyAiFailure(new ApiError(0, 'network_error', 'Failed to fetch'))).toEqual({
      kind: 'unreachable',
    });
  });

  it('when the hourly limit is used up, then the wait is said in whole minutes', () => {
    expect(classifyAiFailure(new ApiError(429, 'too_many_requests', 'slow down', 61))).toEqual({
      kind: 'rateLimited',
      minutes: 2,
    });
    expect(classifyAiFailure(new ApiError(429, 'too_many_requests', 'slow down', 0))).toEqual({
      kind: 'rateLimited',
      minutes: 1,
    });
    expect(classifyAiFailure(new ApiError(429, 'too_many_requests', 'slow down'))).toEqual({
      kind: 'rateLimited',
      minutes: undefined,
    });
  });

  it('when the photo is refused by type or size, then it is the matching file error', () => {
    expect(classifyAiFailure(new ApiError(415, 'onlyPngJpg', 'Only PNG or JPG/JPEG are allowed'))).toEqual({
      kind: 'photoRefused',
      problem: 'photoToQuiz.onlyPngJpg',
    });
    // A proxy's 413 has no code of ours, and is still the size.
    expect(classifyAiFailure(new ApiError(413, 'http_413', 'Payload Too Large'))).toEqual({
      kind: 'photoRefused',
      problem: 'photoToQuiz.max5mb',
    });
  });

  it('when the server names a message the app has, then that is used', () => {
    expect(
      classifyAiFailure(new ApiError(400, 'error.textTooLong', 'The text may be at most 500 words')),
    ).toEqual({
      kind: 'translated',
      key: 'error.textTooLong',
    });
    const tooManyPixels = new ApiError(422, 'error.imageTooManyPixels', 'The photo is 20000 × 20000 pixels');
    expect(classifyAiFailure(tooManyPixels)).toEqual({ kind: 'translated', key: 'error.imageTooManyPixels' });
  });

  it('when the server or the job says something else, then its words are shown', () => {
    expect(classifyAiFailure(new ApiError(503, 'ai_busy', 'The AI is busy'))).toEqual({
      kind: 'server',
      message: 'The AI is busy',
    });
    const damaged = 'The photo cannot be read: the file is damaged or incomplete';
    expect(classifyAiFailure(new ApiError(422, 'photo_unreadable', damaged))).toEqual({
      kind: 'server',
      message: damaged,
    });
    const jobFailure = Object.assign(new Error('The AI gave no usable answer'), {
      code: 'ai_provider_failed',
    });
    expect(classifyAiFailure(jobFailure)).toEqual({
      kind: 'server',
      message: 'The AI gave no usable answer',
    });
  });
});
