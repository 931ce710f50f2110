import { createServer, type Server, type Socket, connect } from 'node:net';

/** How the proxy treats connections: pass them on, refuse them, or answer as a server going down. */
export type ProxyMode = 'forward' | 'refuse' | 'shutting_down' | 'silent';

/**
 * A TCP proxy in front of PostgreSQL that a test can take away: `refuse` closes the port and
 * cuts every open connection (the server is unreachable: ECONNREFUSED, "Connection
 * terminated"); `shutting_down` accepts connections and answers each with PostgreSQL's FATAL
 * 57P03 "the database system is shutting down"; `silent` accepts connections and never answers
 * (a host behind a black hole); `forward` brings it back.
 */
export class PgProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private mode: ProxyMode = 'forward';

  private constructor(
    private readonly target: { host: string; port: number },
    readonly port: number,
  ) {}

  /** A proxy for the server of `databaseUrl`, listening on a free port. */
  static async start(databaseUrl: string): Promise<PgProxy> {
    const url = new URL(databaseUrl);
    const probe = createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as { port: number }).port)),
    );
    await new Promise((resolve) => probe.close(resolve));
    const proxy = new PgProxy({ host: url.hostname, port: Number(url.port || 5432) }, port);
    await proxy.listen();
    return proxy;
  }

  /** `databaseUrl` with the proxy's host and port. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  async setMode(mode: ProxyMode): Promise<void> {
    this.mode = mode;
    if (mode !== 'refuse') {
      this.cutConnections();
      if (!this.server) await this.listen();
      return;
    }
    this.cutConnections();
    await this.close();
  }

  async stop(): Promise<void> {
    this.cutConnections();
    await this.close();
  }

  private listen(): Promise<void> {
    const server = createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  private close(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return Promise.resolve();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  private cutConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  private track(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  }

  private accept(client: Socket): void {
    this.track(client);
    if (this.mode === 'silent') return;
    if (this.mode === 'shutting_down') {
      // The startup message comes first; PostgreSQL answers it with the error and hangs up.
      client.once('data', () => client.end(shuttingDownError()));
      return;
    }
    const upstream = connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }
}

/** PostgreSQL's ErrorResponse message for SQLSTATE 57P03 (cannot_connect_now). */
function shuttingDownError(): Buffer {
  const fields = [
    ['S', 'FATAL'],
    ['V', 'FATAL'],
    ['C', '57P03'],
    ['M', 'the database system is shutting down'],
  ];
  const body = Buffer.concat([
    ...fields.map(([code, text]) => Buffer.from(`${code}${text}\0`, 'utf8')),
    Buffer.from([0]),
  ]);
  const header = Buffer.alloc(5);
  header.write('E', 0, 'ascii');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}
