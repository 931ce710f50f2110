import { Inject, Injectable, Logger } from '@nestjs/common';
import { buildOfferDocumentView } from '@faktura/documents';
import { DomainError } from '@faktura/domain';
import { API_CONFIG, PUBLIC_URL } from '../config/api-config.token';
import type { ApiConfig } from '../config/api-config';
import { AccountDbService } from '../database/account-db.service';
import { DocumentReadyListener } from './document-ready.listener';
import { DocumentRendersRepository, type StoredPdf } from './document-renders.repository';

// Short, so a lost notification costs at most this much.
const POLL_MS = 1000;

/**
 * The PDF of an offer. The API never starts a browser: a render it does not find in the cache
 * (by the content hash it computes with the same code as the worker) is queued as a job, and the
 * request waits for the worker's notification.
 */
@Injectable()
export class OfferPdfService {
  private readonly log = new Logger(OfferPdfService.name);

  constructor(
    private readonly db: AccountDbService,
    private readonly renders: DocumentRendersRepository,
    private readonly ready: DocumentReadyListener,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
    @Inject(PUBLIC_URL) private readonly publicUrl: string,
  ) {}

  /** The offer's PDF; the offer and letter paper must exist in the account (404 / 422). */
  async render(
    accountId: number,
    offerId: number,
    letterPaperId: number | null,
  ): Promise<StoredPdf> {
    await this.checkReferences(accountId, offerId, letterPaperId);
    const built = await buildOfferDocumentView(this.db.raw, {
      accountId,
      offerId,
      letterPaperId,
      publicUrl: this.publicUrl,
    });
    const cached = await this.renders.findRendered(accountId, 'offer', offerId, built.contentHash);
    if (cached) return cached;
    const jobId = await this.renders.enqueueRender(accountId, {
      kind: 'offer',
      documentId: offerId,
      letterPaperId,
    });
    return this.awaitRender(accountId, offerId, jobId);
  }

  private async checkReferences(accountId: number, offerId: number, letterPaperId: number | null) {
    const db = this.db.forAccount(accountId);
    if ((await db.offer.count({ where: { id: offerId } })) === 0) throw DomainError.notFound();
    if (
      letterPaperId !== null &&
      (await db.letterPaper.count({ where: { id: letterPaperId } })) === 0
    )
      throw DomainError.validation({ letter_paper_id: ['does not exist'] });
  }

  private async awaitRender(accountId: number, offerId: number, jobId: string): Promise<StoredPdf> {
    const deadline = Date.now() + this.config.pdfTimeoutMs;
    for (;;) {
      // Registered before the check, so a notification in between is not missed.
      const woken = this.ready.waitForJob(jobId, Math.min(POLL_MS, deadline - Date.now()));
      const job = await this.renders.renderJob(accountId, jobId);
      if (job?.status === 'completed' && job.contentHash) {
        const pdf = await this.renders.findRendered(accountId, 'offer', offerId, job.contentHash);
        if (pdf) return pdf;
      }
      if (!job || job.status === 'failed' || job.lastError) {
        this.log.error(
          `render job ${jobId} for offer ${offerId} failed: ${job?.lastError ?? 'gone'}`,
        );
        throw DomainError.unavailable('The document could not be rendered; try again later');
      }
      if (Date.now() >= deadline) {
        throw DomainError.unavailable('The document could not be rendered in time; try again');
      }
      await woken;
    }
  }
}
