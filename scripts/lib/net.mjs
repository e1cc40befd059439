// Small TCP/HTTP helpers: is something listening, is a port free, wait until a check passes.
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** True when something accepts a TCP connection at host:port within the timeout. */
export function probeTcp(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** True when we could listen on the port ourselves (on every interface, as servers usually do). */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port the operating system says is free right now. */
export function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen({ port: 0, host: '127.0.0.1' }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The preferred port when it is free, else any free port. */
export async function preferredOrFreePort(preferred) {
  return (await isPortFree(preferred)) ? preferred : findFreePort();
}

/** True when GET url answers 2xx within two seconds. */
export async function httpOk(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Polls `check` until it returns true. Rejects after `timeoutMs`, or as soon as `givenUp` (a promise,
 * e.g. "the process exited") settles, so a crashed child does not make us wait out the whole timeout.
 */
export async function waitUntil(check, { timeoutMs, what, givenUp }) {
  let abandoned;
  givenUp?.then(
    (reason) => {
      abandoned = reason ?? 'gave up';
    },
    () => {},
  );
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (abandoned) throw new Error(`${what}: ${abandoned}`);
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`${what}: no answer after ${Math.round(timeoutMs / 1000)} s`);
}
