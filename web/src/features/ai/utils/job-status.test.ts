import { describe, expect, it } from 'vitest';
import { isFinished, readJobStatus } from './job-status';

describe('readJobStatus', () => {
  it('when an event carries a running job, then its state and progress are read', () => {
    const status = readJobStatus('{"jobId":"j1","kind":"phototoquiz","state":"active","progress":45}');
    expect(status).toEqual({ jobId: 'j1', kind: 'phototoquiz', state: 'active', progress: 45 });
    expect(status && isFinished(status)).toBe(false);
  });

  it('when the job completed, then its result comes along', () => {
    const status = readJobStatus({
      jobId: 'j2',
      kind: 'phototoquiz',
      state: 'completed',
      progress: 100,
      result: 'Text',
    });
    expect(status?.result).toBe('Text');
    expect(status && isFinished(status)).toBe(true);
  });

  it('when the job failed, then its error code and message come along', () => {
    const status = readJobStatus(
      '{"jobId":"j3","kind":"generate-questions","state":"failed","progress":10,"error":{"error":"ai_provider_failed","message":"The AI gave no usable answer"}}',
    );
    expect(status?.error).toEqual({ error: 'ai_provider_failed', message: 'The AI gave no usable answer' });
    expect(status && isFinished(status)).toBe(true);
  });

  it('when the progress is missing or out of range, then it is kept within 0–100', () => {
    expect(readJobStatus({ jobId: 'j', kind: 'phototoquiz', state: 'waiting' })?.progress).toBe(0);
    expect(readJobStatus({ jobId: 'j', kind: 'phototoquiz', state: 'active', progress: 140 })?.progress).toBe(
      100,
    );
  });

  it('when the data is not a job status, then there is none', () => {
    for (const data of ['', 'not json', '[]', '{"jobId":"j"}', '{"jobId":"j","state":"done"}', null, 42]) {
      expect(readJobStatus(data), String(data)).toBeNull();
    }
  });
});
