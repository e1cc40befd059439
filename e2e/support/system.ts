/** The running system, as the e2e harness (scripts/test.mjs) started it. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set; the e2e harness starts the system and sets it');
  return url.replace(/\/+$/, '');
}

/** Each service's replicas behind the gateway (their own addresses, for looking at their metrics). */
export function serviceReplicaUrls(): Record<string, string[]> {
  const urls = process.env.E2E_SERVICE_URLS;
  if (!urls) throw new Error('E2E_SERVICE_URLS is not set; the e2e harness starts the system and sets it');
  return JSON.parse(urls) as Record<string, string[]>;
}
