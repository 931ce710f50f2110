import { Inject, Injectable, Logger } from '@nestjs/common';
import { readJobDataFailure } from '@faktura/db';
import { DomainError } from '@faktura/domain';
import { API_CONFIG } from '../../platform/config';
import type { ApiConfig } from '../../platform/config';
import { DocumentReadyListener } from './document-ready.listener';
import { DocumentRendersRepository } from './document-renders.repository';

// Short, so a lost notification costs at most this much.
const POLL_MS = 1000;

/**
 * Waits for a worker job that announces a content hash on `faktura_documents` (a PDF render,
 * an e-invoice): woken by the notification, polling the job in case one was lost, bounded by
 * the PDF timeout. The caller then reads what the worker stored under that hash.
 */
@Injectable()
export class RenderJobWaiter {
  private readonly log = new Logger(RenderJobWaiter.name);

  constructor(
    private readonly renders: DocumentRendersRepository,
    private readonly ready: DocumentReadyListener,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  /**
   * The content hash job `jobId` announced; a `validation_failed` DomainError with the job's
   * fields when it failed for good on its data; 503 when it failed otherwise or took too long.
   */
  async contentHash(accountId: number, jobId: string, what: string): Promise<string> {
    const deadline = Date.now() + this.config.pdfTimeoutMs;
    for (;;) {
      // Registered before the check, so a notification in between is not missed.
      const woken = this.ready.waitForJob(jobId, Math.min(POLL_MS, deadline - Date.now()));
      const job = await this.renders.renderJob(accountId, jobId);
      if (job?.status === 'completed' && job.contentHash) return job.contentHash;
      const data = job?.status === 'failed' ? readJobDataFailure(job.lastError) : null;
      // Missing data is the caller's to fix, at once; anything else may pass on a retry.
      if (data) throw DomainError.validation(data.fields, data.message);
      if (!job || job.status === 'failed' || job.lastError) {
        this.log.error(`job ${jobId} for ${what} failed: ${job?.lastError ?? 'gone'}`);
        throw DomainError.unavailable('The document could not be rendered; try again later');
      }
      if (Date.now() >= deadline) {
        throw DomainError.unavailable('The document could not be rendered in time; try again');
      }
      await woken;
    }
  }
}
