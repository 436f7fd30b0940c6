import net from 'node:net';

/** How the proxy treats connections: passes them on, refuses them, or holds them unanswered. */
export type ProxyMode = 'up' | 'down' | 'silent';

/** A TCP proxy in front of PostgreSQL whose network a test can cut and restore. */
export type DatabaseProxy = {
  /** A copy of `url` that reaches the database through the proxy. */
  urlThrough(url: string): string;
  /**
   * 'down' ends every open connection and refuses new ones (a restart, a cut network); 'silent'
   * ends them and holds new ones unanswered (a blackholed route); 'up' passes connections on
   * again, the held ones included.
   */
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
};

/**
 * Starts a proxy on a free loopback port to `target` (host and port of a PostgreSQL URL): a test
 * can take the database away from one app without touching the shared server.
 */
export async function startDatabaseProxy(target: string): Promise<DatabaseProxy> {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let mode: ProxyMode = 'up';
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  // Connections accepted while silent, their first bytes unread until the route is back.
  const held = new Set<net.Socket>();
  const forward = (incoming: net.Socket) => {
    const outgoing = net.connect(Number(port || 5432), hostname);
    track(outgoing);
    incoming.pipe(outgoing).pipe(incoming);
    incoming.on('close', () => outgoing.destroy());
    outgoing.on('close', () => incoming.destroy());
  };
  const server = net.createServer((incoming) => {
    track(incoming);
    if (mode === 'down') return void incoming.destroy();
    if (mode === 'up') return forward(incoming);
    held.add(incoming);
    incoming.on('close', () => held.delete(incoming));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const endAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  return {
    urlThrough(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(address.port);
      return through.toString();
    },
    setMode(next) {
      mode = next;
      if (next !== 'up') return endAll();
      // The route is back: what waited on it goes through, as a restored network delivers it.
      for (const incoming of held) forward(incoming);
      held.clear();
    },
    close: () => {
      endAll();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
