import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type AttachmentStream,
  type HeaderLines,
  type Headers,
  MailParser,
  type MessageText,
} from 'mailparser';
import { isDocumentAttachment } from './attachment-kinds';
import { INBOX_FILE_LIMIT_BYTES, INBOX_MAX_ATTACHMENTS } from './inbox.settings';
import { LimitedFileSink, type SunkBytes, TeeToSink } from './limited-file.sink';

/** One attachment as it arrived: its bytes in a temp file, or refused (null path). */
export interface SpooledAttachment extends SunkBytes {
  filename: string | null;
  contentType: string;
  /** An inline part with a Content-ID (multipart/related): body when the HTML refers to it. */
  cid: string | null;
}

/** A message read from the server once, as a stream, into a temp folder. */
export interface SpooledMessage {
  headers: Headers;
  headerLines: HeaderLines;
  /** The whole RFC 5322 source (path null when it was over the limit). */
  source: SunkBytes;
  text: string | null;
  html: string | null;
  /** Document attachments in order, at most INBOX_MAX_ATTACHMENTS of them. */
  attachments: SpooledAttachment[];
  /** Document attachments after the first INBOX_MAX_ATTACHMENTS, read past and not kept. */
  attachmentsOverLimit: number;
}

/**
 * Reads one message's source once: a copy goes to `<dir>/source.eml` (hashed and counted on the
 * way), the parser splits it, and each document attachment is written to a file of its own as it
 * arrives. Memory holds the headers and the text, never an attachment or the source.
 */
export async function spoolMessage(source: Readable, dir: string): Promise<SpooledMessage> {
  const sourceSink = new LimitedFileSink(join(dir, 'source.eml'), INBOX_FILE_LIMIT_BYTES);
  const parser = new MailParser({
    checksumAlgo: 'sha256',
    skipImageLinks: true,
    skipTextLinks: true,
    skipTextToHtml: true,
  });
  let headers: Headers = new Map();
  let headerLines: HeaderLines = [];
  parser.once('headers', (value: Headers) => (headers = value));
  parser.once('headerLines', (value: HeaderLines) => (headerLines = value));
  const attachments: SpooledAttachment[] = [];
  let attachmentsOverLimit = 0;
  let inlineParts = 0;
  let text: string | null = null;
  let html: string | null = null;
  await pipeline(
    source,
    new TeeToSink(sourceSink),
    parser,
    async (parts: AsyncIterable<unknown>) => {
      for await (const part of parts as AsyncIterable<AttachmentStream | MessageText>) {
        if (part.type === 'text') {
          text = part.text ?? null;
          html = typeof part.html === 'string' ? part.html : null;
          continue;
        }
        const content = part.content as Readable;
        const filename = part.filename ?? null;
        const cid = part.related && part.cid ? part.cid : null;
        const document = isDocumentAttachment(part.contentType, filename);
        const room = cid !== null || attachments.length - inlineParts < INBOX_MAX_ATTACHMENTS;
        if (!document || !room) {
          if (document) attachmentsOverLimit++;
          // Read past it: the parser goes on once the part is consumed and released.
          content.resume();
          await new Promise((resolve) => content.once('end', resolve));
          part.release();
          continue;
        }
        const sink = new LimitedFileSink(
          join(dir, `part-${attachments.length + 1}`),
          INBOX_FILE_LIMIT_BYTES,
        );
        await pipeline(content, sink);
        part.release();
        if (cid !== null) inlineParts++;
        attachments.push({ ...sink.result(), filename, contentType: part.contentType, cid });
      }
    },
  );
  return {
    headers,
    headerLines,
    source: sourceSink.result(),
    text,
    html,
    ...documentAttachments(attachments, html, attachmentsOverLimit),
  };
}

/**
 * Inline parts the HTML shows (`cid:` links) are part of the body; an inline part it does not
 * show is an attachment like any other, within the limit.
 */
function documentAttachments(
  spooled: SpooledAttachment[],
  html: string | null,
  overLimit: number,
): Pick<SpooledMessage, 'attachments' | 'attachmentsOverLimit'> {
  const shown = (cid: string) => html !== null && html.includes(`cid:${cid}`);
  const documents = spooled.filter((each) => each.cid === null || !shown(each.cid));
  const extra = Math.max(0, documents.length - INBOX_MAX_ATTACHMENTS);
  return {
    attachments: documents.slice(0, INBOX_MAX_ATTACHMENTS),
    attachmentsOverLimit: overLimit + extra,
  };
}
