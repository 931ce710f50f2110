import { Injectable } from '@nestjs/common';
import type { RenderableDocumentKind } from '@faktura/db';
import type { AccountTx } from '../../platform/database/account-scope.extension';
import { DocumentRendersRepository } from './document-renders.repository';

/** What the features that write documents ask of the PDF pipeline. */
@Injectable()
export class DocumentRenders {
  constructor(private readonly renders: DocumentRendersRepository) {}

  /**
   * Starts the PDF of a document that was just created or changed, in the caller's transaction
   * (exactly one statement), so the first GET .pdf or send_email usually finds it rendered.
   * Quick successive changes queue one render, of the version current when it runs.
   */
  enqueueAhead(
    accountId: number,
    kind: RenderableDocumentKind,
    documentId: number,
    tx: AccountTx,
  ): Promise<void> {
    return this.renders.enqueueAhead(accountId, kind, documentId, tx);
  }
}
