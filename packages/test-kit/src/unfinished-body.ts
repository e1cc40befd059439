// A request whose body is never finished: the server can answer it only on its head and what came of its body so
// far. A route that refuses before reading the body answers; one that waits for the body to the end never does.
import http from 'node:http';

export interface UnfinishedAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the server answered
  body: any;
}

/**
 * Sends the head of `method url` announcing `declaredLength` bytes of body, then only `start` of them, and resolves
 * with the answer; the connection is closed once it has come.
 */
export function answerToUnfinishedBody(
  url: string,
  options: {
    method: string;
    headers: Record<string, string>;
    start: string | Uint8Array;
    declaredLength: number;
  },
): Promise<UnfinishedAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: options.method,
      headers: { ...options.headers, 'content-length': String(options.declaredLength) },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        request.destroy();
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the text as it came.
        }
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    request.flushHeaders();
    request.write(options.start);
  });
}
