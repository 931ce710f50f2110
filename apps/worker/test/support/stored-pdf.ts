import type { PrismaClient } from '@faktura/db';
import type { DocumentRequest } from '@faktura/documents';
import { renderDocumentPdf } from '../../src/document-rendering/document-pdf.renderer';

/** Renders a document as the worker does (default letter paper) and reads the stored PDF back. */
export async function renderStoredPdf(
  prisma: PrismaClient,
  kind: DocumentRequest['kind'],
  accountId: number,
  documentId: number,
): Promise<Uint8Array> {
  const { fileId } = await renderDocumentPdf(prisma, {
    kind,
    accountId,
    documentId,
    letterPaperId: null,
    publicUrl: 'https://faktura.example.com',
  });
  return (await prisma.storedFile.findUniqueOrThrow({ where: { id: fileId } })).data;
}
