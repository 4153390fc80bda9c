/**
 * A loopback TCP proxy in front of a server (the test PostgreSQL), so a test can take the database
 * away from the app and give it back without restarting anything:
 * - `cut()`: every open connection is destroyed and new ones are closed as soon as they arrive (a
 *   database that went down);
 * - `silence()`: connections stay open but nothing goes through either way, and new ones get no
 *   answer (a database that hangs: only time-outs can end a request);
 * - `restore()`: new connections are forwarded again; those that lived through a silence are closed,
 *   since bytes were dropped on them.
 */
import net from 'node:net';

export interface TcpProxy {
  /** The port the proxy listens on, on 127.0.0.1. */
  port: number;
  /** `url` with its host and port replaced by the proxy's. */
  urlFor(url: string): string;
  cut(): void;
  silence(): void;
  restore(): void;
  close(): Promise<void>;
}

type Mode = 'open' | 'cut' | 'silent';

interface Pair {
  client: net.Socket;
  upstream: net.Socket | undefined;
  /** Lived through a silence: bytes were dropped, so it cannot carry the protocol any more. */
  broken: boolean;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: Mode = 'open';
  const pairs = new Set<Pair>();

  function destroy(pair: Pair): void {
    pair.client.destroy();
    pair.upstream?.destroy();
    pairs.delete(pair);
  }

  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    const pair: Pair = { client, upstream: undefined, broken: mode === 'silent' };
    pairs.add(pair);
    client.on('error', () => destroy(pair));
    client.on('close', () => destroy(pair));
    // A connection opened during a silence never reaches the server.
    if (pair.broken) return;
    const upstream = net.connect(target.port, target.host);
    pair.upstream = upstream;
    upstream.on('error', () => destroy(pair));
    upstream.on('close', () => destroy(pair));
    client.on('data', (chunk) => {
      if (mode === 'open' && !pair.broken) upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      if (mode === 'open' && !pair.broken) client.write(chunk);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;

  return {
    port,
    urlFor(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(port);
      return proxied.toString();
    },
    cut() {
      mode = 'cut';
      for (const pair of [...pairs]) destroy(pair);
    },
    silence() {
      mode = 'silent';
      for (const pair of pairs) pair.broken = true;
    },
    restore() {
      mode = 'open';
      for (const pair of [...pairs]) if (pair.broken) destroy(pair);
    },
    async close() {
      for (const pair of [...pairs]) destroy(pair);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
