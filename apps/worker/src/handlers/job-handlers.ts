import type { JobPayloads, JobType, PrismaClient } from '@faktura/db';
import { parseBaseRates } from '@faktura/domain';
import { deliveryTextSource } from '../document-rendering/delivery-texts.source';
import { renderedPdfSource } from '../document-rendering/rendered-pdf.source';
import { createMailTransport } from '../mail/mail-transport';
import type { DocumentAttachmentSource, MailSettings } from '../mail/mail.types';
import {
  combineAttachmentSources,
  storedAttachmentSource,
} from '../mail/stored-attachments.source';
import type { JobHandler } from '../runner/job.types';
import { createDocumentsArchiveHandler } from './documents-archive/documents-archive.handler';
import { createBookkeepingExportHandler } from './bookkeeping-export/bookkeeping-export.handler';
import { purchaseDraftPrefillHandler } from './purchase-drafts-prefill/purchase-draft-prefill.handler';
import { createRenderPdfHandler } from './documents-render-pdf/render-pdf.handler';
import { createEInvoicesGenerateHandler } from './einvoices-generate/einvoices-generate.handler';
import { createEmailSendHandler } from './email-send/email-send.handler';
import type { AccessPointSettings } from './einvoices-peppol-handover/access-point.client';
import { createPeppolHandoverHandler } from './einvoices-peppol-handover/peppol-handover.handler';
import { invoicesOverdueSweepHandler } from './invoices-overdue-sweep/invoices-overdue-sweep.handler';
import { maintenancePurgeHandler } from './maintenance-purge/maintenance-purge.handler';
import { createDunningRunHandler } from './invoices-dunning-run/invoices-dunning-run.handler';
import { createExpenseNotificationHandler } from './projects-expense-notification/expense-notification.handler';
import { recurringExpensesHandler } from './projects-recurring-expenses/recurring-expenses.handler';
import {
  createWebhooksDeliverHandler,
  type WebhooksDeliverDeps,
} from './webhooks-deliver/webhooks-deliver.handler';

/** What handlers with outside effects need; built once per worker by `startWorker`. */
export interface JobHandlerDeps {
  prisma: PrismaClient;
  mail: MailSettings;
  /** Base URL of the API's public pages, for `{customer_approval_link}`. */
  publicUrl: string;
  /** Files of an e-mail; defaults to the document's PDF followed by its stored attachments. */
  attachments?: DocumentAttachmentSource;
  /**
   * Web hook delivery: settings, the drain locks' connections and the stop signal (`startWorker`
   * passes them). Without them a `webhooks.deliver` job fails with an error that says so.
   */
  webhooks?: Omit<WebhooksDeliverDeps, 'publicUrl'>;
  /** The operator's Peppol access point (FAKTURA_PEPPOL_ACCESS_POINT_URL); none by default. */
  peppolAccessPoint?: AccessPointSettings | null;
}

/** The one list of job handlers; the compiler requires an entry for every job type. */
export function createJobHandlers(deps: JobHandlerDeps): {
  [T in JobType]: JobHandler<JobPayloads[T]>;
} {
  const transport = createMailTransport(deps.mail.smtpUrl);
  return {
    'maintenance.purge': maintenancePurgeHandler,
    'invoices.overdue-sweep': invoicesOverdueSweepHandler,
    'projects.recurring-expenses': recurringExpensesHandler,
    'documents.render-pdf': createRenderPdfHandler({ publicUrl: deps.publicUrl }),
    'einvoices.generate': createEInvoicesGenerateHandler({ publicUrl: deps.publicUrl }),
    'email.send': createEmailSendHandler({
      transport,
      attachments:
        deps.attachments ??
        combineAttachmentSources(
          renderedPdfSource(deps.prisma, deps.publicUrl),
          storedAttachmentSource(deps.prisma),
        ),
      texts: deliveryTextSource(deps.prisma, deps.publicUrl),
      defaultFrom: deps.mail.defaultFrom,
    }),
    'projects.expense-notification': createExpenseNotificationHandler({
      transport,
      defaultFrom: deps.mail.defaultFrom,
    }),
    'webhooks.deliver': deps.webhooks
      ? createWebhooksDeliverHandler({ ...deps.webhooks, publicUrl: deps.publicUrl })
      : async () => {
          throw new Error('web hook delivery is not configured in this process (no webhooks deps)');
        },
    'documents.archive': createDocumentsArchiveHandler({ publicUrl: deps.publicUrl }),
    'bookkeeping.export': createBookkeepingExportHandler({ publicUrl: deps.publicUrl }),
    'purchase-drafts.prefill': purchaseDraftPrefillHandler,
    // Base rates the Bundesbank published after this release (docs/operations.md); a wrong entry
    // stops the worker at start instead of dunning with a wrong rate.
    'invoices.dunning-run': createDunningRunHandler({
      rates: parseBaseRates(process.env.FAKTURA_BASE_RATES),
    }),
    'einvoices.peppol-handover': createPeppolHandoverHandler({
      accessPoint: deps.peppolAccessPoint ?? null,
    }),
  };
}
