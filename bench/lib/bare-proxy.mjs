// (1b) of the classroom bench: the least a Node hop can do. A node:http server that forwards every request to the
// quiz service over an undici pool and streams the answer back: no token check, no rate limits, no request ids, no
// headers of its own, no metrics, no logging. The gateway's figures over this one's are what its checks cost.
import { createServer } from 'node:http';
import { Pool } from 'undici';

/** Headers of one connection only (RFC 9110 §7.6.1): never forwarded, and undici refuses most of them. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
  'host',
]);

function forwardable(headers) {
  const kept = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name)) kept[name] = value;
  return kept;
}

/** Read whole when small and of declared length, as the gateway does; else streamed; undefined without one. */
function bodyOf(request) {
  if (Number(request.headers['content-length']) <= 64 * 1024) {
    return new Promise((resolve, reject) => {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.once('error', reject);
      request.once('end', () => resolve(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)));
    });
  }
  const hasBody = request.headers['content-length'] !== undefined || request.headers['transfer-encoding'];
  return hasBody ? request : undefined;
}

/** `upstreamUrl`: the quiz service; `connections`: the pool's size, as the gateway's UPSTREAM_CONNECTIONS. */
export function buildBareProxy({ upstreamUrl, connections }) {
  const pool = new Pool(upstreamUrl, { connections });
  const server = createServer(async (request, response) => {
    try {
      const upstream = await pool.request({
        method: request.method,
        path: request.url,
        headers: forwardable(request.headers),
        body: await bodyOf(request),
      });
      // Answers here are small: read whole and written in one go (head and body in one write), as the gateway does.
      const body = Buffer.from(await upstream.body.arrayBuffer());
      response.writeHead(upstream.statusCode, forwardable(upstream.headers));
      response.end(body);
    } catch {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    }
  });
  // The shape server-process.mjs expects of an app: listen → its URL, close.
  return {
    async listen({ port, host }) {
      await new Promise((resolve) => server.listen(port, host, resolve));
      return `http://${host}:${server.address().port}`;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await pool.close();
    },
  };
}
