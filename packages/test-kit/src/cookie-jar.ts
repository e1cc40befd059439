// A tiny cookie jar for driving browser flows (redirects, login cookies) with plain fetch: one jar per site.

export class CookieJar {
  readonly #cookies = new Map<string, string>();

  /** Keeps the response's Set-Cookie values; one with Max-Age=0 or an Expires in the past removes the cookie. */
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      if (separator <= 0) continue;
      const name = pair.slice(0, separator).trim();
      const removed = attributes.some((attribute) => {
        const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
        if (key.toLowerCase() === 'max-age') return Number(value) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
        return false;
      });
      if (removed) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(separator + 1).trim());
    }
  }

  get(name: string): string | undefined {
    return this.#cookies.get(name);
  }

  set(name: string, value: string): void {
    this.#cookies.set(name, value);
  }

  delete(name: string): void {
    this.#cookies.delete(name);
  }

  /** The Cookie request header, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.#cookies.size === 0) return undefined;
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** fetch with the jar's cookies sent and the answer's kept; redirects are returned, not followed. */
  async fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(response);
    return response;
  }
}
