import type { RenderableDocumentKind } from '@faktura/db';
import { first, type Embedded } from '../../platform/database';

/** What a document's row carries for its `file_url`: the file of its newest rendered PDF. */
export interface WithLastPdf {
  lastPdfFileId: number | null;
}

/** The stored file of the document's newest rendered PDF, or null (`lastPdfFileId`). */
export function lastPdfOf(kind: RenderableDocumentKind): Embedded {
  return first(
    'rendered_documents',
    'file_id',
    (self, parent) => `${self}.document_kind = '${kind}' AND ${self}.document_id = ${parent}.id`,
    { orderBy: 'id DESC' },
  );
}
