import type { PrismaClient } from '@faktura/db';
import { buildDocument, findPrintedDocument, type DocumentRequest } from '@faktura/documents';
import { renderPdf } from '../pdf/pdf-renderer';
import {
  findRenderedContent,
  recordPrintKey,
  storeRenderedPdf,
  type RenderedContent,
} from './rendered-pdf.store';

/** A stored PDF of a document. */
export interface RenderedDocumentPdf {
  fileId: number;
  contentHash: string;
  /** False when this call rendered it, true when an earlier render of the same content was reused. */
  cached: boolean;
}

type Render = (html: string) => Promise<Buffer>;

// Renders of this process by print key: a render job and a request's job (or two jobs) for
// the same version of a document share one build and one Chromium run.
const inFlight = new Map<string, Promise<RenderedDocumentPdf>>();

/**
 * The PDF of any document as it is now. First one statement looks it up by print key (see
 * `printKeyQuery`), which needs no build; otherwise the document is built, and a PDF of the
 * same content (a change that printed nothing new) gets the new key, or Chromium renders it and
 * file, row and key are stored in one statement. Safe to call twice and from several workers at
 * once; the render job and the e-mail sender share its result.
 */
export async function renderDocumentPdf(
  prisma: PrismaClient,
  request: DocumentRequest,
  render: Render = renderPdf,
): Promise<RenderedDocumentPdf> {
  const printed = await findPrintedDocument(prisma, request, { withData: false });
  if (printed?.pdf) {
    return { fileId: printed.pdf.fileId, contentHash: printed.pdf.contentHash, cached: true };
  }
  // No key: the document or its paper is missing, which the build reports in its own words.
  const printKey = printed?.printKey ?? null;
  const { accountId, kind, documentId } = request;
  const id = `${accountId}:${kind}:${documentId}:${printKey}`;
  const running = printKey === null ? undefined : inFlight.get(id);
  if (running) return { ...(await running), cached: true };
  const rendering = buildAndStore(prisma, request, printKey, render);
  if (printKey === null) return rendering;
  inFlight.set(id, rendering);
  try {
    return await rendering;
  } finally {
    inFlight.delete(id);
  }
}

async function buildAndStore(
  prisma: PrismaClient,
  request: DocumentRequest,
  printKey: string | null,
  render: Render,
): Promise<RenderedDocumentPdf> {
  const built = await buildDocument(prisma, request);
  const { contentHash } = built;
  const content: RenderedContent = {
    accountId: request.accountId,
    documentKind: request.kind,
    documentId: request.documentId,
    contentHash,
  };
  const earlier = await findRenderedContent(prisma, content);
  if (!earlier) {
    const pdf = await render(built.html);
    const stored = await storeRenderedPdf(prisma, content, {
      printKey,
      filename: built.filename,
      pdf,
    });
    if (stored) return { fileId: stored.fileId, contentHash, cached: false };
  }
  // Rendered before, or by another worker just now.
  const winner = earlier ?? (await findRenderedContent(prisma, content));
  if (!winner) {
    throw new Error(`rendered ${request.kind} ${request.documentId} vanished while being stored`);
  }
  if (printKey !== null) {
    await recordPrintKey(prisma, content, printKey, winner.renderedDocumentId);
  }
  return { fileId: winner.fileId, contentHash, cached: true };
}
