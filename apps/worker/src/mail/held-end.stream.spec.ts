import { PassThrough, Writable } from 'node:stream';
import { HeldEndStream } from './held-end.stream';

/** A sink that records what it got and whether the end arrived. */
function collector() {
  const chunks: Buffer[] = [];
  let ended = false;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      ended = true;
      done();
    },
  });
  return { sink, text: () => Buffer.concat(chunks).toString(), ended: () => ended };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('HeldEndStream', () => {
  it('runs beforeEnd only once a reader started, and ends only after it resolved', async () => {
    const calls: string[] = [];
    let allow!: () => void;
    const held = new HeldEndStream(async () => {
      calls.push('beforeEnd');
      await new Promise<void>((resolve) => (allow = resolve));
    });
    // A small message fits the buffer: everything is written long before anyone reads.
    held.end('Subject: hi\r\n\r\nbody');
    await turn();
    await turn();
    expect(calls).toEqual([]);

    const { sink, text, ended } = collector();
    held.pipe(sink);
    await turn();
    expect(calls).toEqual(['beforeEnd']);
    expect(text()).toBe('Subject: hi\r\n\r\nbody');
    expect(ended()).toBe(false);
    allow();
    await new Promise((resolve) => sink.once('finish', resolve));
    expect(ended()).toBe(true);
  });

  it('errors instead of ending when beforeEnd rejects', async () => {
    const held = new HeldEndStream(() => Promise.reject(new Error('taken over')));
    const { sink, ended } = collector();
    const failed = new Promise<Error>((resolve) => held.once('error', resolve));
    held.pipe(sink);
    held.end('data');
    expect((await failed).message).toBe('taken over');
    expect(ended()).toBe(false);
  });

  it('never runs beforeEnd for a message destroyed unread (envelope refused)', async () => {
    const beforeEnd = jest.fn(() => Promise.resolve());
    const source = new PassThrough();
    const held = new HeldEndStream(beforeEnd);
    source.pipe(held);
    source.end('data');
    await turn();
    held.destroy();
    await turn();
    expect(beforeEnd).not.toHaveBeenCalled();
  });
});
