// The gateway's metrics are for Prometheus inside the cluster: served on METRICS_PORT, never on the public port.
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
