// The gateway spreads each service's requests over all its replicas, as a Kubernetes Service does. Run by the
// replicas tier with two of everything (and trivially true with one): each replica's own metrics show its share.
import { PublicRoutes, type ServiceName } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import { baseUrl, serviceReplicaUrls } from '../support/system.js';

/** Requests a replica has answered so far, by its Prometheus histogram (its own /metrics scrapes left out). */
async function requestsServed(replicaUrl: string): Promise<number> {
  const text = await (await fetch(`${replicaUrl}/metrics`)).text();
  let total = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith('http_request_duration_seconds_count{') || line.includes('route="/metrics"'))
      continue;
    total += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return total;
}

describe('the replicas behind the gateway', () => {
  const replicas = serviceReplicaUrls();

  for (const [service, urls] of Object.entries(replicas)) {
    const route = PublicRoutes.find((rule) => rule.service === (service as ServiceName));
    it.runIf(route)(
      `when ${service} is asked ${4 * urls.length} times through the gateway, then each of its ${urls.length} replica(s) answers some`,
      async () => {
        const before = await Promise.all(urls.map(requestsServed));
        for (let index = 0; index < 4 * urls.length; index++) {
          // Without a token: whatever the service answers (401, 404), the request reached one of its replicas.
          const response = await fetch(`${baseUrl()}${route!.path}`);
          expect(response.status, route!.path).toBeLessThan(500);
          await response.body?.cancel();
        }
        const after = await Promise.all(urls.map(requestsServed));
        const served = after.map((count, index) => count - before[index]!);
        expect(
          served.every((count) => count > 0),
          `requests per replica: ${served.join(', ')}`,
        ).toBe(true);
        expect(served.reduce((sum, count) => sum + count, 0)).toBe(4 * urls.length);
      },
    );
  }
});
