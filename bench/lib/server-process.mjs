// Runs one server of a bench in a process of its own: the quiz service, quiz-worker, the content service, the
// classroom service, the gateway, the bare Node proxy or the floor, as each runs when deployed. Started by
// servers.mjs, which reads its address and CPU time over IPC.
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const builders = {
  async quiz(env) {
    const { buildQuizApp } = await import('../../services/quiz/dist/app.js');
    const { loadQuizConfig } = await import('../../services/quiz/dist/config.js');
    return buildQuizApp(loadQuizConfig(env));
  },
  async 'quiz-worker'(env) {
    const { buildQuizWorkerApp } = await import('../../services/quiz/dist/worker-app.js');
    const { loadQuizConfig } = await import('../../services/quiz/dist/config.js');
    const config = loadQuizConfig(env);
    // As its entry (worker.js) does: it yields the CPU to the servers beside it.
    setPriority(config.QUIZ_WORKER_NICENESS);
    return buildQuizWorkerApp(config);
  },
  async content(env) {
    const { buildContentApp } = await import('../../services/content/dist/app.js');
    const { loadContentConfig } = await import('../../services/content/dist/config.js');
    return buildContentApp(loadContentConfig(env));
  },
  async classroom(env) {
    const { buildClassroomApp } = await import('../../services/classroom/dist/app.js');
    const { loadClassroomConfig } = await import('../../services/classroom/dist/config.js');
    return buildClassroomApp(loadClassroomConfig(env));
  },
  async gateway(env) {
    const { buildGateway } = await import('../../gateway/dist/app.js');
    const { loadGatewayConfig } = await import('../../gateway/dist/config.js');
    return buildGateway(loadGatewayConfig(env));
  },
  async 'bare-proxy'(env) {
    const { buildBareProxy } = await import('./bare-proxy.mjs');
    return buildBareProxy({
      upstreamUrl: env.QUIZ_SERVICE_URL,
      connections: Number(env.UPSTREAM_CONNECTIONS ?? 128),
    });
  },
  async floor(env) {
    const { buildFloor } = await import('./floor.mjs');
    return buildFloor({ redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX });
  },
};

/** Memory after a full collection (servers.mjs starts every server with --expose-gc), and descriptors held. */
function memoryNow() {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  let descriptors = Number.NaN;
  try {
    descriptors = readdirSync('/proc/self/fd').length;
  } catch {
    // not Linux
  }
  return { rss, heapUsed, descriptors };
}

/** How late the server's event loop ran its timers: every request waits behind whatever holds it. */
const LOOP_RESOLUTION_MS = 10;
const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
loopDelay.enable();
/** The histogram holds each interval between timers, the resolution itself included: the delay is the rest. */
const lateBy = (nanoseconds) => Number(Math.max(0, nanoseconds / 1e6 - LOOP_RESOLUTION_MS).toFixed(1));

try {
  const app = await builders[process.argv[2]](process.env);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
    if (message === 'memory') process.send({ memory: memoryNow() });
    if (message === 'loop') {
      process.send({
        loop: { p99: lateBy(loopDelay.percentile(99)), max: lateBy(loopDelay.max) },
      });
      loopDelay.reset();
    }
    if (message === 'close') {
      await app.close();
      process.exit(0);
    }
  });
  process.send({ url });
} catch (error) {
  process.send({ error: error instanceof Error ? error.stack : String(error) }, () => process.exit(1));
}
