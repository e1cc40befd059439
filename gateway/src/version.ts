// The backend version shown at /api/version: the monorepo's version plus the commit, e.g. `0.1.0+abc1234`.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// src/version.ts and dist/version.js sit at the same depth below the gateway package and the repository root.
const gatewayRoot = fileURLToPath(new URL('../', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export function formatVersion(packageVersion: string, gitSha: string | undefined): string {
  return gitSha ? `${packageVersion}+${gitSha.slice(0, 7)}` : packageVersion;
}

function versionIn(directory: string): string | undefined {
  try {
    const { version } = JSON.parse(readFileSync(`${directory}package.json`, 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : undefined;
  } catch {
    return undefined;
  }
}

/** The monorepo's version; the gateway package's while the root package.json carries none. */
function packageVersion(): string {
  return versionIn(repoRoot) ?? versionIn(gatewayRoot) ?? '0.0.0';
}

function checkedOutCommit(): string | undefined {
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2_000,
    })
      .toString()
      .trim();
    return sha || undefined;
  } catch {
    return undefined; // not a git checkout (a container image), or no commit yet
  }
}

/** Read once at start-up; `gitSha` (GIT_SHA, set by image builds) wins over asking git. */
export function backendVersion(gitSha?: string): string {
  return formatVersion(packageVersion(), gitSha ?? checkedOutCommit());
}
