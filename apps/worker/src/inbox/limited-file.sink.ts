import { createHash } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { Transform, type TransformCallback, Writable } from 'node:stream';

/** What went through a sink: its bytes' count and SHA-256, and the file if it fit the limit. */
export interface SunkBytes {
  /** Null when the bytes were over the limit (nothing usable was kept). */
  path: string | null;
  size: number;
  sha256: string;
}

/**
 * Writes a stream to a file while counting and hashing it; past `limit` bytes it stops writing
 * (the partial file is left for the caller's temp folder to remove) but still counts and hashes
 * everything, so a refused attachment keeps its size and hash.
 */
export class LimitedFileSink extends Writable {
  private readonly hash = createHash('sha256');
  private size = 0;
  private file: WriteStream | null;
  private overLimit = false;

  constructor(
    private readonly path: string,
    private readonly limit: number,
  ) {
    super();
    this.file = createWriteStream(path);
    this.file.on('error', (error) => this.destroy(error));
  }

  /** Valid after 'finish'. */
  result(): SunkBytes {
    return {
      path: this.overLimit ? null : this.path,
      size: this.size,
      sha256: this.hash.digest('hex'),
    };
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error) => void): void {
    this.hash.update(chunk);
    this.size += chunk.length;
    const file = this.file;
    if (file && this.size > this.limit) {
      this.overLimit = true;
      this.file = null;
      file.end(() => done());
    } else if (!file || file.write(chunk)) {
      done();
    } else {
      file.once('drain', () => done());
    }
  }

  override _final(done: (error?: Error) => void): void {
    const file = this.file;
    if (file) file.end(() => done());
    else done();
  }
}

/** Passes a stream on unchanged while a sink receives a copy (backpressure from both). */
export class TeeToSink extends Transform {
  constructor(private readonly sink: Writable) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.sink.write(chunk, (error) => (error ? done(error) : done(null, chunk)));
  }

  override _flush(done: TransformCallback): void {
    this.sink.end(() => done());
  }
}
