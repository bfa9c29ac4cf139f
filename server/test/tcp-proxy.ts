import net from 'node:net';

/**
 * A TCP proxy in front of a server (PostgreSQL in the outage tests): stop() cuts every connection
 * and refuses new ones, as a database that went away; start() accepts again on the same port.
 */
export interface TcpProxy {
  readonly port: number;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Open connections go silent (nothing passes, nothing is closed), as behind a dropped network path; new ones work. */
  freeze(): void;
  close(): Promise<void>;
}

export async function createTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  let server: net.Server | null = null;
  let port = 0;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream).pipe(client);
        pairs.add({ client, upstream });
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        const address = s.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = s;
        resolve();
      });
    });

  const stop = async () => {
    const s = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await start();
  return {
    get port() {
      return port;
    },
    start,
    stop,
    freeze() {
      for (const { client, upstream } of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
      pairs.clear();
    },
    close: stop,
  };
}

/** The same PostgreSQL URL, reached through the proxy. */
export function throughProxy(url: string, proxy: TcpProxy): string {
  const u = new URL(url);
  u.hostname = '127.0.0.1';
  u.port = String(proxy.port);
  return u.toString();
}
