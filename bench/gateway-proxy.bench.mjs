// How much the gateway adds to a request: the same load straight to a service, through the gateway, and through the
// gateway to two replicas of the service (taken in turn).
// Prints throughput and latency percentiles; not a pass/fail test.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { buildGateway } from '../gateway/dist/app.js';
import { loadGatewayConfig } from '../gateway/dist/config.js';
import { deleteNamespaceStreams } from '../packages/test-kit/dist/index.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function load(origin, path) {
  const pool = new Pool(origin, { connections: CONCURRENCY });
  const latencies = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const { statusCode, body } = await pool.request({ method: 'GET', path });
        await body.dump();
        latencies.push(performance.now() - t0);
        if (statusCode !== 200) failures += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  return {
    'req/s': Math.round(REQUESTS / seconds),
    'p50 ms': percentile(latencies, 50).toFixed(2),
    'p95 ms': percentile(latencies, 95).toFixed(2),
    'p99 ms': percentile(latencies, 99).toFixed(2),
    failures,
  };
}

const question = JSON.stringify({ id: 'q1', questionText: 'Vad är 2 + 2?', options: ['3', '4', '5', '22'] });

// Its own Redis prefix and NATS namespace (where the gateway reads token versions), removed afterwards.
const run = `bench${Date.now()}`;

async function startUpstream() {
  const upstream = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(question);
  });
  await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  return { server: upstream, origin: `http://127.0.0.1:${upstream.address().port}` };
}

async function startGateway(quizServiceUrl) {
  const gateway = await buildGateway(
    loadGatewayConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      QUIZ_SERVICE_URL: quizServiceUrl,
      RATE_LIMIT_PER_IP: String(10 * REQUESTS),
      REDIS_KEY_PREFIX: `${run}:`,
      EVENT_NAMESPACE: run,
    }),
  );
  return { gateway, origin: await gateway.listen({ port: 0, host: '127.0.0.1' }) };
}

const [upstream, replica] = await Promise.all([startUpstream(), startUpstream()]);
const single = await startGateway(upstream.origin);
const replicated = await startGateway(`${upstream.origin},${replica.origin}`);

console.log(`gateway proxy: ${REQUESTS} GET requests, ${CONCURRENCY} concurrent, Node ${process.version}`);
const path = '/api/v2/quiz/next?sessionId=s1';
const direct = await load(upstream.origin, path);
const proxied = await load(single.origin, path);
const spread = await load(replicated.origin, path);
console.table({
  'straight to the service': direct,
  'through the gateway': proxied,
  'through the gateway to 2 replicas': spread,
});

await Promise.all([single.gateway.close(), replicated.gateway.close()]);
upstream.server.close();
replica.server.close();
await deleteNamespaceStreams(run);
