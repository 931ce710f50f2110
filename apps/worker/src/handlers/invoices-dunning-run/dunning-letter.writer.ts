import {
  invoiceDunningFactsSql,
  invoiceEmailRecipients,
  Prisma,
  queueEmailDelivery,
  subscribedHooks,
  writeWebhookDeliveries,
  type InvoiceDunningFacts,
  type PrismaClient,
} from '@faktura/db';
import { formatDate, formatTotal } from '@faktura/documents';
import {
  type BaseRatePeriod,
  DEFAULT_INTEREST_POINTS,
  defaultInterest,
  documentLocale,
  dunningInterestLine,
  dunningLetterDates,
  dunningTextFor,
  type DunningLevel,
  escapeHtmlText,
  initialEmailDeliveryState,
  missingSellerFields,
  planDunning,
  roundMoney,
  toDecimal,
  type VatKind,
} from '@faktura/domain';

/** One invoice as the run reads it under its lock. */
interface LockedInvoice {
  id: number;
  accountId: number;
  customerId: number;
  projectId: number | null;
  status: string;
  dueDate: string;
  grossTotal: string;
  currency: string;
  reversed: boolean;
  isReversal: boolean;
  debtCollection: boolean;
  dunning: InvoiceDunningFacts;
  /** Today in the account's time zone. */
  today: string;
  locale: string;
  alternativeLanguage: boolean;
  /** The customer has a VAT ID: a business (§ 288 (2) BGB), else treated as a consumer. */
  business: boolean;
  vatKind: VatKind | null;
  seller: Parameters<typeof missingSellerFields>[1];
}

/** What writing one invoice's letter did. */
export type LetterOutcome = 'written' | 'emailed' | 'none';

/**
 * Writes the invoice's due dunning level, if one is due, in one short transaction: the invoice
 * locked (SKIP LOCKED: one held by a payment or another run is left to the next pass), the plan
 * made from the same facts as the API's `next_dunning_date`, the reminder inserted with ON
 * CONFLICT DO NOTHING on (invoice, level), and only when that insert won, its web hook
 * deliveries and, where the account sends e-mails, its e-mail through the outbox.
 */
export async function writeDunningLetter(
  prisma: PrismaClient,
  candidate: { id: number; accountId: number },
  rates: readonly BaseRatePeriod[],
): Promise<LetterOutcome> {
  return prisma.$transaction(async (tx) => {
    const [invoice] = await tx.$queryRaw<LockedInvoice[]>(lockedInvoiceSql(candidate));
    if (!invoice) return 'none';
    const { dunning } = invoice;
    const levels = (dunning.levels ?? []) as DunningLevel[];
    const plan = planDunning(
      {
        ...invoice,
        openAmount: toDecimal(invoice.grossTotal).minus(dunning.paidTotal),
        pause: dunning.pause,
        directDebit: dunning.directDebit,
        level: dunning.level,
        levelDate: dunning.levelDate,
      },
      { enabled: dunning.enabled, levels },
      invoice.today,
    );
    if (!plan.due || !plan.next) return 'none';
    const letter = composeLetter(invoice, levels[plan.next.level - 1], rates);
    const [inserted] = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`
      INSERT INTO invoice_reminders
        (account_id, invoice_id, title, text, fee, date, due_date, dunning_level, updated_at)
      VALUES (${invoice.accountId}, ${invoice.id}, ${letter.subject}, ${letter.html},
              ${letter.fee}::numeric, ${letter.date}::date, ${letter.dueDate}::date,
              ${plan.next.level}, now())
      ON CONFLICT (invoice_id, dunning_level) DO NOTHING
      RETURNING id`);
    if (!inserted) return 'none';
    await tx.$executeRaw`UPDATE invoices SET updated_at = now() WHERE id = ${invoice.id}`;
    // As the other sweeps: no payload (an API process renders it) and no actor.
    const hooks = await subscribedHooks(tx, invoice.accountId, 'InvoiceReminder', 'create');
    const event = {
      accountId: invoice.accountId,
      target: 'InvoiceReminder',
      event: 'create',
    } as const;
    await writeWebhookDeliveries(
      tx,
      { ...event, entityId: inserted.id, actorUserId: null },
      hooks,
      null,
    );
    if (!dunning.sendEmail) return 'written';
    const recipients = await invoiceEmailRecipients(tx, invoice.accountId, invoice);
    const sellerDocument = { kind: 'invoice_reminder', vatKind: invoice.vatKind } as const;
    // What send_email would refuse (no recipient, seller data missing) is left to a person.
    if (
      recipients.to.length === 0 ||
      missingSellerFields(sellerDocument, invoice.seller).length > 0
    )
      return 'written';
    await queueEmailDelivery(tx, invoice.accountId, {
      status: initialEmailDeliveryState().status,
      documentKind: 'invoice_reminder',
      documentId: inserted.id,
      userId: null,
      recipients,
      subject: letter.subject,
      text: letter.text,
      letterPaperId: null,
    });
    await tx.$executeRaw`UPDATE invoice_reminders SET sent_at = now() WHERE id = ${inserted.id}`;
    return 'emailed';
  });
}

/** The letter of `level` for the invoice: texts in its language, fee, interest line, dates. */
function composeLetter(
  invoice: LockedInvoice,
  level: DunningLevel,
  rates: readonly BaseRatePeriod[],
) {
  const { language, locale } = documentLocale(invoice.locale, invoice.alternativeLanguage);
  const { subject, text } = dunningTextFor(level, language);
  const { date, dueDate } = dunningLetterDates(invoice.today);
  const lines = [text];
  if (level.interest) {
    const open = toDecimal(invoice.grossTotal).minus(invoice.dunning.paidTotal);
    const interest = defaultInterest({ ...invoice, amount: open, until: date, rates });
    const day = (iso: string) => formatDate(new Date(`${iso}T00:00:00Z`), locale);
    const points = invoice.business
      ? DEFAULT_INTEREST_POINTS.business
      : DEFAULT_INTEREST_POINTS.consumer;
    if (interest.days > 0) {
      lines.push(
        dunningInterestLine(language, {
          amount: formatTotal(interest.amount, invoice.currency, locale),
          from: day(interest.segments[0].from),
          to: day(date),
          days: String(interest.days),
          points: String(points),
        }),
      );
    }
  }
  const full = lines.filter((line) => line.trim() !== '').join('\n\n');
  const fee = roundMoney(level.fee, invoice.currency).toString();
  return { subject, text: full, html: escapeHtmlText(full), fee, date, dueDate };
}

function lockedInvoiceSql(candidate: { id: number; accountId: number }): Prisma.Sql {
  return Prisma.sql`
    SELECT i.id, i.account_id AS "accountId", i.customer_id AS "customerId",
           i.project_id AS "projectId", i.status::text AS status,
           to_char(i.due_date, 'YYYY-MM-DD') AS "dueDate", i.gross_total::text AS "grossTotal",
           i.currency,
           EXISTS (SELECT 1 FROM invoices v WHERE v.reversed_invoice_id = i.id) AS reversed,
           i.reversed_invoice_id IS NOT NULL AS "isReversal",
           EXISTS (SELECT 1 FROM invoice_debt_collections c WHERE c.invoice_id = i.id)
             AS "debtCollection",
           ${invoiceDunningFactsSql('i')} AS dunning,
           to_char((now() AT TIME ZONE a.time_zone)::date, 'YYYY-MM-DD') AS today,
           a.locale, coalesce(co.alternative_correspondence_language, false) AS "alternativeLanguage",
           coalesce(btrim(co.vat_identifier), '') <> '' AS business,
           (SELECT v.kind::text FROM vat_codes_sales v WHERE v.id = i.vat_code_id) AS "vatKind",
           json_build_object('name', a.name, 'legalName', a.legal_name, 'street', a.street,
             'zip', a.zip, 'city', a.city, 'countryCode', a.country_code,
             'vatIdentifier', a.vat_identifier, 'taxNumber', a.tax_number) AS seller
      FROM invoices i
      JOIN accounts a ON a.id = i.account_id
      LEFT JOIN companies co ON co.id = i.customer_id AND co.account_id = i.account_id
     WHERE i.id = ${candidate.id} AND i.account_id = ${candidate.accountId}
     FOR UPDATE OF i SKIP LOCKED`;
}
