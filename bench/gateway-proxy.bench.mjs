// How much the gateway adds to a request: the same load straight to a service and through the gateway.
// Prints throughput and latency percentiles; not a pass/fail test.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import { buildGateway } from '../gateway/dist/app.js';
import { loadGatewayConfig } from '../gateway/dist/config.js';

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
const upstream = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(question);
});
await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const upstreamOrigin = `http://127.0.0.1:${upstream.address().port}`;

const gateway = await buildGateway(
  loadGatewayConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    QUIZ_SERVICE_URL: upstreamOrigin,
    RATE_LIMIT_PER_IP: String(10 * REQUESTS),
    REDIS_KEY_PREFIX: `bench${Date.now()}:`,
  }),
);
const gatewayOrigin = await gateway.listen({ port: 0, host: '127.0.0.1' });

console.log(`gateway proxy: ${REQUESTS} GET requests, ${CONCURRENCY} concurrent, Node ${process.version}`);
const direct = await load(upstreamOrigin, '/api/v2/quiz/next?sessionId=s1');
const proxied = await load(gatewayOrigin, '/api/v2/quiz/next?sessionId=s1');
console.table({ 'straight to the service': direct, 'through the gateway': proxied });

await gateway.close();
upstream.close();
