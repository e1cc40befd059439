// The compose stack the deploy tier started (scripts/test.mjs --only deploy): its project, its containers, and
// Postgres read inside the stack's own network (the host reaches the stack only through the gateway's loopback port).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { baseUrl } from '../support/system.js';

const exec = promisify(execFile);
const composeFile = fileURLToPath(new URL('../../docker-compose.yml', import.meta.url));

export function project(): string {
  const name = process.env.DEPLOY_PROJECT;
  if (!name) throw new Error('DEPLOY_PROJECT is not set; the deploy tier starts the stack and sets it');
  return name;
}

export async function docker(...args: string[]): Promise<string> {
  return (await exec('docker', args, { maxBuffer: 16 * 1024 * 1024 })).stdout;
}

export async function compose(...args: string[]): Promise<string> {
  return (
    await exec('docker-compose', ['-f', composeFile, '-p', project(), ...args], {
      maxBuffer: 16 * 1024 * 1024,
    })
  ).stdout;
}

/** The containers of one service (its replicas), by name, oldest first. */
export async function replicasOf(service: string): Promise<string[]> {
  const names = await docker(
    'ps',
    '--filter',
    `label=com.docker.compose.project=${project()}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
    '--format',
    '{{.Names}}',
  );
  return names.split('\n').filter(Boolean).sort();
}

/** One SQL query's rows (tab-separated), run by psql inside the postgres container. */
export async function sql(query: string): Promise<string[][]> {
  const [container] = await replicasOf('postgres');
  if (!container) throw new Error('no postgres container');
  const out = await docker(
    'exec',
    container,
    'psql',
    '-U',
    'postgres',
    '-d',
    'quizdrill',
    '-AtF',
    '\t',
    '-c',
    query,
  );
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'));
}

/** A Prometheus text page read from inside a container (`port` on its loopback). */
export async function metricsOf(container: string, port: number): Promise<string> {
  return docker(
    'exec',
    container,
    'node',
    '-e',
    `fetch('http://127.0.0.1:${port}/metrics').then((r) => r.text()).then((t) => process.stdout.write(t))`,
  );
}

/** The sum of a metric's samples whose line matches `filter`. */
export function sumOf(metrics: string, name: string, filter: (line: string) => boolean = () => true): number {
  return metrics
    .split('\n')
    .filter((line) => (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) && filter(line))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** Requests a service replica has answered on `route` (its request histogram's count). */
export async function requestsServed(container: string, port: number, route: RegExp): Promise<number> {
  return sumOf(await metricsOf(container, port), 'http_request_duration_seconds_count', (line) =>
    route.test(line),
  );
}

/** `photo` sent to `path` (phototoquiz, or its job) as the educator's upload form sends it. */
export function sendPhoto(token: string, photo: Uint8Array, path = '/api/v2/phototoquiz'): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
  return fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}
