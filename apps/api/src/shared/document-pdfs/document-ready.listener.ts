import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationShutdown,
  type OnModuleInit,
} from '@nestjs/common';
import { ChannelListener, DOCUMENTS_CHANNEL } from '@faktura/db';
import { API_CONFIG } from '../../platform/config';
import type { ApiConfig } from '../../platform/config';
/**
 * One LISTEN connection per API process on `faktura_documents`; a request waiting for its render
 * job is woken when the worker announces that job. Callers still poll the job, since a
 * notification sent while the connection was down is lost.
 */
@Injectable()
export class DocumentReadyListener implements OnModuleInit, OnApplicationShutdown {
  private readonly log = new Logger(DocumentReadyListener.name);
  private readonly waiters = new Map<string, Set<() => void>>();
  private readonly listener: ChannelListener;

  constructor(@Inject(API_CONFIG) config: ApiConfig) {
    this.listener = new ChannelListener({
      databaseUrl: config.databaseUrl,
      channel: DOCUMENTS_CHANNEL,
      onNotification: (payload) => this.wake(payload.split(':').at(-1) ?? ''),
      onProblem: (reason) => this.log.warn(`${reason}; PDF requests fall back to polling`),
    });
  }

  async onModuleInit(): Promise<void> {
    await this.listener.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.listener.stop();
    for (const jobId of [...this.waiters.keys()]) this.wake(jobId);
  }

  /** Resolves when the worker announces job `jobId`, or after `ms` at the latest. */
  waitForJob(jobId: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const waiters = this.waiters.get(jobId) ?? new Set<() => void>();
      this.waiters.set(jobId, waiters);
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        if (waiters.size === 0) this.waiters.delete(jobId);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });
  }

  private wake(jobId: string): void {
    for (const done of [...(this.waiters.get(jobId) ?? [])]) done();
  }
}
