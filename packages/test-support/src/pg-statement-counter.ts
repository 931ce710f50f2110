import { connect, createServer, type Server, type Socket } from 'node:net';

// Startup-phase request codes (no type byte before them): SSL and GSS encryption requests are
// answered with one byte and followed by the real startup message; a cancel request ends there.
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;

/**
 * A TCP proxy in front of PostgreSQL that counts the statements clients run: every simple
 * query ('Q') and every execution of an extended-protocol portal ('E'), so BEGIN and COMMIT
 * count too. Point an application at `urlFor(databaseUrl)`, `reset()`, do one request, read
 * `count`. For tests and benchmarks that hold statement budgets, not for production.
 */
export class PgStatementCounter {
  /** Statements seen since the last reset. */
  count = 0;
  /** The statements' SQL texts since the last reset, in order (extended protocol: the Parse text). */
  readonly texts: string[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  /** A counter for the server of `databaseUrl`, listening on a free port of 127.0.0.1. */
  static async start(databaseUrl: string): Promise<PgStatementCounter> {
    const target = new URL(databaseUrl);
    let counter: PgStatementCounter | null = null;
    const server = createServer((client) => counter?.accept(client, target));
    const port = await new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port));
    });
    counter = new PgStatementCounter(server, port);
    return counter;
  }

  /** `databaseUrl` with the counter's host and port. */
  urlFor(databaseUrl: string): string {
    const url = new URL(databaseUrl);
    url.hostname = '127.0.0.1';
    url.port = String(this.port);
    return url.toString();
  }

  reset(): void {
    this.count = 0;
    this.texts.length = 0;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private accept(client: Socket, target: URL): void {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      // As pg's own socket: without it Nagle's algorithm holds the last segment of a large
      // result until the previous one is acknowledged, and a delayed ACK makes that 40 ms.
      socket.setNoDelay(true);
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    upstream.pipe(client);
    // Prepared statements by name, and the one bound last: both belong to one connection.
    const connection: ConnectionStatements = { prepared: new Map(), bound: '' };
    const reader = new FrontendReader((type, body) => this.seen(connection, type, body));
    client.on('data', (chunk: Buffer) => {
      reader.push(chunk);
      upstream.write(chunk);
    });
    client.on('end', () => upstream.end());
  }

  private seen(connection: ConnectionStatements, type: string, body: Buffer): void {
    if (type === 'P') {
      // Parse: statement name (C string), then the query text (C string).
      const nameEnd = body.indexOf(0);
      const text = body.toString('utf8', nameEnd + 1, body.indexOf(0, nameEnd + 1));
      connection.prepared.set(body.toString('utf8', 0, nameEnd), text);
    } else if (type === 'B') {
      // Bind: portal name (C string), then the statement's name (C string). A named statement
      // is parsed once per connection and then only bound, so its text comes from the map.
      const portalEnd = body.indexOf(0);
      const name = body.toString('utf8', portalEnd + 1, body.indexOf(0, portalEnd + 1));
      connection.bound = connection.prepared.get(name) ?? '';
    } else if (type === 'Q') {
      this.count += 1;
      this.texts.push(body.toString('utf8', 0, Math.max(0, body.indexOf(0))));
    } else if (type === 'E') {
      this.count += 1;
      this.texts.push(connection.bound);
    }
  }
}

interface ConnectionStatements {
  prepared: Map<string, string>;
  bound: string;
}

/** Splits the client's byte stream into protocol messages: startup phase first, then typed ones. */
class FrontendReader {
  private buffer = Buffer.alloc(0);
  private startup = true;

  constructor(private readonly onMessage: (type: string, body: Buffer) => void) {}

  push(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      if (this.startup) {
        if (this.buffer.length < 8) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        this.buffer = this.buffer.subarray(length);
        if (code !== SSL_REQUEST && code !== GSSENC_REQUEST) this.startup = false;
        continue;
      }
      if (this.buffer.length < 5) return;
      const length = this.buffer.readInt32BE(1);
      if (this.buffer.length < length + 1) return;
      const type = String.fromCharCode(this.buffer[0]);
      this.onMessage(type, this.buffer.subarray(5, length + 1));
      this.buffer = this.buffer.subarray(length + 1);
    }
  }
}
