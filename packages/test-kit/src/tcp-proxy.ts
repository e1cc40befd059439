// A TCP proxy that can cut its link, to make a real server (NATS, Redis) unreachable for one test only; or, given a
// loopback address of its own to connect from (127.0.0.x), one through which a browser reaches the gateway as a
// client at another address, a school's, say.
import net from 'node:net';

export interface TcpProxy {
  url(protocol: string): string;
  port: number;
  /** Drops every connection and refuses new ones, as if the server were down. */
  cut(): Promise<void>;
  /** Accepts connections again on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(
  targetHost: string,
  targetPort: number,
  options: { localAddress?: string } = {},
): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = net.createServer((client) => {
        const upstream = net.connect({
          port: targetPort,
          host: targetHost,
          localAddress: options.localAddress,
        });
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as net.AddressInfo).port;
        server = next;
        resolve();
      });
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  await listen();
  return {
    url: (protocol) => `${protocol}://127.0.0.1:${port}`,
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}
