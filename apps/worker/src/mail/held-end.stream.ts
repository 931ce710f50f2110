import { Transform, type TransformCallback } from 'node:stream';

/**
 * Passes an outgoing message through unchanged but holds back its end until `beforeEnd` has
 * resolved. Placed last in nodemailer's chain, it is what the SMTP client pipes into DATA, so
 * the final `<CRLF>.<CRLF>` (which the client writes only once this stream ended) cannot reach
 * the server before `beforeEnd` is done; a rejection destroys the stream and the message is
 * never completed.
 *
 * `beforeEnd` runs only once the stream is being read: the client starts reading after the
 * server accepted DATA (354). Small messages fit the stream's buffer entirely while the client
 * is still in MAIL FROM/RCPT TO, so "all written" alone would be too early; and when the server
 * refuses the envelope the client destroys the stream unread, so `beforeEnd` never runs.
 */
export class HeldEndStream extends Transform {
  constructor(private readonly beforeEnd: () => Promise<void>) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    const finish = () => {
      this.beforeEnd().then(
        () => done(),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    };
    // null: nobody has started reading yet (false would be a reader pausing for backpressure).
    if (this.readableFlowing !== null) finish();
    else this.once('resume', finish);
  }
}
