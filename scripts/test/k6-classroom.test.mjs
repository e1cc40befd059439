// k6 cannot be installed here, so deploy/k6/classroom.js is at least kept parseable: node --check parses it as the
// ES module it is (its `k6` imports are not resolved, only parsed).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../../deploy/k6/classroom.js', import.meta.url));

describe('the k6 classroom scenario', () => {
  it('when node parses it, then it is valid JavaScript', () => {
    const parsed = spawnSync(process.execPath, ['--check', script], { encoding: 'utf8' });
    expect(parsed.stderr).toBe('');
    expect(parsed.status).toBe(0);
  });
});
