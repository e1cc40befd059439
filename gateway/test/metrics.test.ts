// The gateway's metrics are for Prometheus inside the cluster: served on METRICS_PORT, never on the public port, and on
// loopback only unless METRICS_HOST opens them to a cluster's network.
import { networkInterfaces } from 'node:os';
import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway, writeWebBuild } from './support/gateway.js';

describe('metrics', () => {
  let quiz: FakeServer;
  let gateway: TestGateway;

  beforeAll(async () => {
    quiz = await startFakeServer((_incoming, response) => sendJson(response, 200, { ok: true }));
    gateway = await startGateway({ QUIZ_SERVICE_URL: quiz.url });
    await writeWebBuild(gateway.webDir);
  });

  afterAll(async () => {
    await gateway.close();
    await quiz.close();
  });

  async function answer(url: string, headers: Record<string, string> = {}) {
    const response = await request(url, { headers });
    return {
      status: response.statusCode,
      type: response.headers['content-type'],
      text: await response.body.text(),
    };
  }

  it('when /metrics is asked on the public port, then 404 and no figures, however the client asks', async () => {
    for (const accept of ['text/plain', 'text/html', '*/*', 'application/openmetrics-text']) {
      const publicAnswer = await answer(`${gateway.url}/metrics`, { accept });
      expect(publicAnswer.status).toBe(404);
      expect(publicAnswer.text).not.toContain('http_request_duration_seconds');
      expect(publicAnswer.text).not.toContain('process_cpu');
    }
  });

  it('when Prometheus scrapes the metrics port, then it gets the figures, the public requests counted', async () => {
    expect((await answer(`${gateway.url}/api/v2/quiz/next`)).status).toBe(200);

    const scraped = await answer(gateway.app.metricsUrl);
    expect(scraped.status).toBe(200);
    expect(scraped.type).toMatch(/^text\/plain/);
    const quizCount = scraped.text
      .split('\n')
      .find(
        (line) =>
          line.startsWith('http_request_duration_seconds_count') && line.includes('route="/api/v2/quiz/*"'),
      );
    expect(quizCount).toContain('service="gateway"');
    expect(quizCount).toContain('status="200"');
    expect(quizCount).toMatch(/ 1$/);
    expect(scraped.text).toContain('process_cpu_user_seconds_total');
  });

  it('when the metrics port is asked for anything else, then 404: it serves the metrics only', async () => {
    const other = new URL('/healthz', gateway.app.metricsUrl).toString();
    expect((await answer(other)).status).toBe(404);
    expect((await answer(gateway.app.metricsUrl.replace('/metrics', '/api/v2/quiz/next'))).status).toBe(404);
  });
});

/**
 * Addresses of this machine other than 127.0.0.1: its network interfaces' (when it has any) and another loopback
 * address, which reaches only what listens on every address.
 */
function otherAddressesOfThisMachine(): string[] {
  const external = Object.values(networkInterfaces()).flatMap((addresses) =>
    (addresses ?? [])
      .filter((address) => address.family === 'IPv4' && !address.internal)
      .map((address) => address.address),
  );
  return [...external, '127.0.0.2'];
}

/** The status of GET /metrics on `port` at `address`, or the error code when the connection is refused. */
async function scrape(address: string, port: string): Promise<number | string> {
  try {
    const answer = await request(`http://${address}:${port}/metrics`);
    await answer.body.dump();
    return answer.statusCode;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

describe('where the metrics listen', () => {
  let gateways: TestGateway[] = [];

  afterAll(async () => {
    await Promise.all(gateways.map((gateway) => gateway.close()));
    gateways = [];
  });

  const start = async (env: Record<string, string>) => {
    const gateway = await startGateway(env);
    gateways.push(gateway);
    return new URL(gateway.app.metricsUrl).port;
  };

  it('when the gateway listens on every address and METRICS_HOST is not set, then the metrics answer on loopback only', async () => {
    const port = await start({ HOST: '0.0.0.0' });
    expect(await scrape('127.0.0.1', port)).toBe(200);
    for (const address of otherAddressesOfThisMachine()) {
      expect(await scrape(address, port), address).toBe('ECONNREFUSED');
    }
  });

  it('when METRICS_HOST opens them to every address, then a scraper elsewhere on the network reaches them', async () => {
    const port = await start({ METRICS_HOST: '0.0.0.0' });
    for (const address of otherAddressesOfThisMachine()) {
      expect(await scrape(address, port), address).toBe(200);
    }
  });
});
