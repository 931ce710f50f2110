import { connect, createServer, type Server, type Socket } from 'node:net';
import { PgStatementCounter } from './pg-statement-counter';

// A stand-in for PostgreSQL that only collects what arrives: the counter's parsing is what is
// under test, and it must pass every byte on unchanged.
async function sink(): Promise<{ server: Server; port: number; received: () => Buffer }> {
  const chunks: Buffer[] = [];
  const server = createServer((socket) => socket.on('data', (chunk) => chunks.push(chunk)));
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
  );
  return { server, port, received: () => Buffer.concat(chunks) };
}

function message(type: string, body: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header.write(type, 0, 'ascii');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

function startupMessage(): Buffer {
  const params = Buffer.from('user\0postgres\0database\0test\0\0', 'utf8');
  const head = Buffer.alloc(8);
  head.writeInt32BE(params.length + 8, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, params]);
}

const cstr = (text: string) => Buffer.from(`${text}\0`, 'utf8');

describe('PgStatementCounter', () => {
  let upstream: Awaited<ReturnType<typeof sink>>;
  let counter: PgStatementCounter;
  let client: Socket;

  beforeEach(async () => {
    upstream = await sink();
    counter = await PgStatementCounter.start(
      `postgresql://postgres@127.0.0.1:${upstream.port}/test`,
    );
    client = connect(counter.port, '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
  });

  afterEach(async () => {
    client.destroy();
    await counter.stop();
    await new Promise((resolve) => upstream.server.close(resolve));
  });

  async function send(bytes: Buffer): Promise<void> {
    const before = upstream.received().length;
    client.write(bytes);
    await new Promise<void>((resolve) => {
      const check = () =>
        upstream.received().length >= before + bytes.length ? resolve() : setImmediate(check);
      check();
    });
  }

  it('counts simple queries and executions, not parses or syncs, and forwards every byte', async () => {
    const extended = Buffer.concat([
      message('P', Buffer.concat([cstr(''), cstr('SELECT $1'), Buffer.alloc(2)])),
      message('B', Buffer.alloc(10)),
      message('E', Buffer.concat([cstr(''), Buffer.alloc(4)])),
      message('S', Buffer.alloc(0)),
    ]);
    const all = Buffer.concat([startupMessage(), message('Q', cstr('BEGIN')), extended]);
    // Split mid-message: the reader must join chunks.
    await send(all.subarray(0, 13));
    await send(all.subarray(13, 40));
    await send(all.subarray(40));
    expect(counter.count).toBe(2);
    expect(counter.texts).toEqual(['BEGIN', 'SELECT $1']);
    expect(upstream.received().equals(all)).toBe(true);

    counter.reset();
    expect(counter.count).toBe(0);
    await send(message('Q', cstr('COMMIT')));
    expect(counter.texts).toEqual(['COMMIT']);
  });

  // A named statement is parsed once per connection and afterwards only bound and executed,
  // while other connections parse other texts in between.
  it('names each execution by the statement its connection bound', async () => {
    const other = connect(counter.port, '127.0.0.1');
    await new Promise((resolve) => other.once('connect', resolve));
    const parse = (name: string, text: string) =>
      message('P', Buffer.concat([cstr(name), cstr(text), Buffer.alloc(2)]));
    const bindAndRun = (name: string) =>
      Buffer.concat([
        message('B', Buffer.concat([cstr(''), cstr(name), Buffer.alloc(6)])),
        message('E', Buffer.concat([cstr(''), Buffer.alloc(4)])),
        message('S', Buffer.alloc(0)),
      ]);
    try {
      await send(
        Buffer.concat([startupMessage(), parse('records', 'SELECT r.*'), bindAndRun('records')]),
      );
      const before = upstream.received().length;
      const fromOther = Buffer.concat([startupMessage(), parse('', 'SELECT ids'), bindAndRun('')]);
      other.write(fromOther);
      await new Promise<void>((resolve) => {
        const check = () =>
          upstream.received().length >= before + fromOther.length ? resolve() : setImmediate(check);
        check();
      });
      await send(bindAndRun('records'));
      expect(counter.texts).toEqual(['SELECT r.*', 'SELECT ids', 'SELECT r.*']);
    } finally {
      other.destroy();
    }
  });

  it('passes the startup phase after an SSL request', async () => {
    const ssl = Buffer.alloc(8);
    ssl.writeInt32BE(8, 0);
    ssl.writeInt32BE(80877103, 4);
    await send(Buffer.concat([ssl, startupMessage(), message('Q', cstr('SELECT 1'))]));
    expect(counter.texts).toEqual(['SELECT 1']);
  });

  it('points a URL at itself', () => {
    expect(counter.urlFor('postgresql://u:p@db.example:5433/x?a=1')).toBe(
      `postgresql://u:p@127.0.0.1:${counter.port}/x?a=1`,
    );
  });
});
