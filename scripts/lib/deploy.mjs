// The deploy tier's machinery (scripts/test.mjs --only deploy): the container engine, the base images, the
// application image built from deploy/Dockerfile, and the compose stack under a project name of its own per run.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './commands.mjs';
import { say } from './log-format.mjs';
import { waitUntil } from './net.mjs';

/** Runs `command`, resolving its stdout; rejects with its stderr's end when it fails. */
export function run(command, args, { env = process.env, quiet = true, cwd = repoRoot } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (!quiet) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else
        reject(
          new Error(
            `${path.basename(command)} ${args.slice(0, 3).join(' ')} … exited ${code}: ${stderr.trim().split('\n').slice(-8).join('\n')}`,
          ),
        );
    });
  });
}

const answers = async (command, args) =>
  run(command, args).then(
    () => true,
    () => false,
  );

/**
 * A docker client that builds with BuildKit (build secrets): the one on PATH when it has buildx, else Debian's
 * docker.io client, whose built-in BuildKit needs no plugin.
 */
export async function dockerClient() {
  if (await answers('docker', ['buildx', 'version'])) return 'docker';
  if (existsSync('/usr/bin/docker')) return '/usr/bin/docker';
  return 'docker';
}

/** Installs Docker, compose 1.29 and debootstrap from Debian's packages where missing, and starts the daemon. */
export async function ensureDocker() {
  const missing = [];
  if (!existsSync('/usr/sbin/dockerd')) missing.push('docker.io');
  if (!(await answers('docker-compose', ['version']))) missing.push('docker-compose');
  if (!(await answers('debootstrap', ['--version'])) && !existsSync('/usr/sbin/debootstrap'))
    missing.push('debootstrap');
  if (missing.length > 0) {
    if (process.getuid?.() !== 0)
      throw new Error(`install ${missing.join(', ')} (sudo apt-get install -y ${missing.join(' ')})`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    say.info(`installing ${missing.join(', ')} from Debian's packages`);
    await run('apt-get', ['update'], { env });
    await run('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env });
  }
  if (await answers('docker', ['info'])) return;
  if (process.getuid?.() !== 0) throw new Error('the Docker daemon is not running (sudo dockerd)');
  say.info('starting the Docker daemon');
  const daemon = spawn('dockerd', [], { detached: true, stdio: 'ignore' });
  daemon.unref();
  await waitUntil(() => answers('docker', ['info']), {
    timeoutMs: 60_000,
    what: 'the Docker daemon (see dockerd)',
  });
}

/** The images the Dockerfile and docker-compose.yml are given: the local stand-ins, unless a registry is named. */
export function baseImages() {
  return {
    NODE_IMAGE: process.env.DEPLOY_NODE_IMAGE ?? 'quizdrill-local/node:20',
    BUILD_IMAGE: process.env.DEPLOY_BUILD_IMAGE ?? 'quizdrill-local/node:20-build',
    POSTGRES_IMAGE: process.env.POSTGRES_IMAGE ?? 'quizdrill-local/postgres:15',
    REDIS_IMAGE: process.env.REDIS_IMAGE ?? 'quizdrill-local/redis:7',
    NATS_IMAGE: process.env.NATS_IMAGE ?? 'quizdrill-local/nats:2',
  };
}

/** Makes the local base images (deploy/local/base-images.sh keeps those that exist). */
export async function ensureBaseImages() {
  await run('bash', [path.join(repoRoot, 'deploy/local/base-images.sh')], { quiet: false });
}

/** The version /api/version reports for this checkout, and the image tag made of it (`+` is not allowed there). */
export async function imageVersion() {
  const sha = (await run('git', ['rev-parse', '--short=7', 'HEAD'])).trim();
  const { version } = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return { sha, version: `${version}+${sha}`, tag: `${version}-${sha}` };
}

const MB = (bytes) => `${(bytes / 1e6).toFixed(0)} MB`;

/**
 * Builds the application image from deploy/Dockerfile (the workspaces are built already), passing this machine's CA
 * bundle as a build secret, and reports its size, its layers over the base, and how long it took.
 */
export async function buildAppImage(image, { sha }) {
  const docker = await dockerClient();
  const { NODE_IMAGE, BUILD_IMAGE } = baseImages();
  const started = performance.now();
  const ca = process.env.DEPLOY_CA_BUNDLE ?? '/etc/ssl/certs/ca-certificates.crt';
  await run(
    docker,
    [
      'build',
      '-f',
      'deploy/Dockerfile',
      ...(existsSync(ca) ? ['--secret', `id=ca,src=${ca}`] : []),
      '--build-arg',
      `NODE_IMAGE=${NODE_IMAGE}`,
      '--build-arg',
      `BUILD_IMAGE=${BUILD_IMAGE}`,
      '--build-arg',
      `GIT_SHA=${sha}`,
      '-t',
      image,
      '.',
    ],
    { env: { ...process.env, DOCKER_BUILDKIT: '1' } },
  );
  const seconds = (performance.now() - started) / 1000;
  const size = Number((await run('docker', ['image', 'inspect', '-f', '{{.Size}}', image])).trim());
  const baseSize = Number((await run('docker', ['image', 'inspect', '-f', '{{.Size}}', NODE_IMAGE])).trim());
  const history = (
    await run('docker', ['history', '--no-trunc', '--format', '{{.Size}}\t{{.CreatedBy}}', image])
  )
    .trim()
    .split('\n');
  return { seconds, size, baseSize, history };
}

/** A line per figure of the image: total, base and the layers over it. */
export function describeImage(image, { seconds, size, baseSize, history }) {
  const layers = history
    .map((line) => line.split('\t'))
    .filter(([layerSize, createdBy]) => /^COPY /.test(createdBy ?? '') && layerSize !== '0B')
    .map(([layerSize, createdBy]) => `${layerSize} ${createdBy.replace(/ # buildkit$/, '')}`);
  return [
    `image ${image}: ${MB(size)} (Node base ${MB(baseSize)}, application ${MB(size - baseSize)}), built in ${seconds.toFixed(0)} s`,
    ...layers.map((layer) => `  layer ${layer}`),
  ];
}

/**
 * What an image must not carry: a secret in any layer's command (a key, a token, a CA passed as an argument or
 * copied in). The tier also looks inside the image for the CA bundle and npm's credentials file.
 */
export async function secretsInImage(image) {
  const found = [];
  const history = await run('docker', ['history', '--no-trunc', '--format', '{{.CreatedBy}}', image]);
  for (const line of history.split('\n')) {
    if (
      /(PASSWORD|SECRET|TOKEN|API_KEY|PRIVATE_KEY|_authToken|BEGIN [A-Z ]*PRIVATE KEY)=?\S/i.test(line) &&
      !/secret id=ca|--mount=type=secret/.test(line)
    ) {
      found.push(`history: ${line.slice(0, 160)}`);
    }
  }
  const inside = await run('docker', [
    'run',
    '--rm',
    '--network',
    'none',
    '--entrypoint',
    'sh',
    image,
    '-c',
    'find / -xdev \\( -name .npmrc -o -name ca-certificates.crt -o -path "/run/secrets/*" -o -name "*.pem" \\) 2>/dev/null | grep -v ^/proc || true',
  ]);
  for (const file of inside.split('\n').filter(Boolean)) found.push(`file: ${file}`);
  const config = JSON.parse(await run('docker', ['image', 'inspect', '-f', '{{json .Config}}', image]));
  if (config.User !== '1000:1000') found.push(`runs as ${config.User || 'root'}, not 1000:1000`);
  return found;
}

/** `docker-compose` for one project: its name, the repo's compose file and the environment the stack reads. */
export function composeFor(project, env) {
  const composeEnv = { ...process.env, ...env, COMPOSE_PROJECT_NAME: project };
  const compose = (args, options = {}) =>
    run('docker-compose', ['-f', path.join(repoRoot, 'docker-compose.yml'), '-p', project, ...args], {
      env: composeEnv,
      ...options,
    });
  return { compose, env: composeEnv };
}

/** Every container, network and volume a compose project left behind (a run killed before its cleanup). */
export async function removeStaleProjects(prefix) {
  const containers = (
    await run('docker', [
      'ps',
      '-aq',
      '--filter',
      `label=com.docker.compose.project`,
      '--format',
      '{{.ID}} {{.Label "com.docker.compose.project"}}',
    ])
  )
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' '))
    .filter(([, project]) => project?.startsWith(prefix));
  if (containers.length > 0) await run('docker', ['rm', '-f', '-v', ...containers.map(([id]) => id)]);
  const networks = (await run('docker', ['network', 'ls', '--format', '{{.Name}}']))
    .split('\n')
    .filter((name) => name.startsWith(prefix));
  for (const network of networks) await run('docker', ['network', 'rm', network]).catch(() => {});
  const volumes = (await run('docker', ['volume', 'ls', '--format', '{{.Name}}']))
    .split('\n')
    .filter((name) => name.startsWith(prefix));
  if (volumes.length > 0) await run('docker', ['volume', 'rm', '-f', ...volumes]).catch(() => {});
  return containers.length + networks.length + volumes.length;
}

/** Waits until every container of the project is running and healthy (those with a health check). */
export async function waitHealthy(project, { timeoutMs = 300_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const lines = (
      await run('docker', [
        'ps',
        '-a',
        '--filter',
        `label=com.docker.compose.project=${project}`,
        '--format',
        '{{.Names}}\t{{.Status}}',
      ])
    )
      .split('\n')
      .filter(Boolean);
    const waiting = lines.filter((line) => !/\tUp .*\(healthy\)|\tUp [^(]*$/.test(line));
    if (lines.length > 0 && waiting.length === 0) return lines.length;
    last = waiting.join('; ');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`not healthy within ${timeoutMs / 1000} s: ${last}`);
}
