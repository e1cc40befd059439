/** The running system, as the e2e harness (scripts/test.mjs) started it. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set; the e2e harness starts the system and sets it');
  return url.replace(/\/+$/, '');
}
