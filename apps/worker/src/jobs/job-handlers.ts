import type { JobPayloads, JobType, PrismaClient } from '@faktura/db';
import { renderedPdfSource } from '../documents/rendered-pdf.source';
import { renderPdfHandler } from '../documents/render-pdf.handler';
import { createEmailSendHandler } from '../mail/email-send.handler';
import { createMailTransport } from '../mail/mail-transport';
import type { DocumentAttachmentSource, MailSettings } from '../mail/mail.types';
import {
  combineAttachmentSources,
  storedAttachmentSource,
} from '../mail/stored-attachments.source';
import type { JobHandler } from '../runner/job.types';
import { maintenancePurgeHandler } from './maintenance-purge.handler';

/** What handlers with outside effects need; built once per worker by `startWorker`. */
export interface JobHandlerDeps {
  prisma: PrismaClient;
  mail: MailSettings;
  /** Files of an e-mail; defaults to the document's PDF followed by its stored attachments. */
  attachments?: DocumentAttachmentSource;
}

/** The one list of job handlers; the compiler requires an entry for every job type. */
export function createJobHandlers(deps: JobHandlerDeps): {
  [T in JobType]: JobHandler<JobPayloads[T]>;
} {
  return {
    'maintenance.purge': maintenancePurgeHandler,
    'documents.render-pdf': renderPdfHandler,
    'email.send': createEmailSendHandler({
      transport: createMailTransport(deps.mail.smtpUrl),
      attachments:
        deps.attachments ??
        combineAttachmentSources(
          renderedPdfSource(deps.prisma),
          storedAttachmentSource(deps.prisma),
        ),
      defaultFrom: deps.mail.defaultFrom,
    }),
  };
}
