import { Prisma, type PrismaClient } from '@faktura/db';
import type { ExportInvoiceRow, ExportPurchaseRow } from './bookable-document.mapper';

/** Documents read per statement: the export never holds all of its documents at once. */
export const EXPORT_BATCH = 500;

/**
 * The export's invoices after `after` (keyset by ID), each with its nets per revenue account
 * and the fees of its reminders the export took, in one statement per batch.
 */
export function invoiceBatch(
  prisma: PrismaClient,
  where: { accountId: number; exportId: number },
  after: number,
): Promise<ExportInvoiceRow[]> {
  const { accountId, exportId } = where;
  return prisma.$queryRaw<ExportInvoiceRow[]>(Prisma.sql`
SELECT i.id, i.identifier, i.date, i.service_period_from, i.service_period_to, i.currency,
  i.net_total::text AS net_total, i.gross_total::text AS gross_total, i.tax::text AS tax,
  v.kind::text AS vat_kind, i.reversed_invoice_id,
  coalesce(i.debit_number, c.debit_number) AS party_account,
  c.vat_identifier AS party_vat_id, c.name AS party_name,
  coalesce((SELECT json_agg(json_build_object('account', a.account, 'net', a.net::text)
      ORDER BY a.account NULLS FIRST)
    FROM (SELECT rc.revenue_account AS account, sum(p.net_total) AS net
      FROM invoice_positions p
      LEFT JOIN revenue_categories rc ON rc.id = p.revenue_category_id AND rc.account_id = p.account_id
      WHERE p.account_id = ${accountId} AND p.invoice_id = i.id AND p.type = 'item'
        AND NOT p.optional
      GROUP BY rc.revenue_account) a), '[]'::json) AS accounts,
  coalesce((SELECT json_agg(json_build_object('id', r.id, 'date', r.date, 'fee', r.fee::text)
      ORDER BY r.id)
    FROM invoice_reminders r
    WHERE r.account_id = ${accountId} AND r.invoice_id = i.id
      AND r.bookkeeping_export_id = ${exportId}), '[]'::json) AS reminders
FROM invoices i
JOIN companies c ON c.id = i.customer_id AND c.account_id = i.account_id
LEFT JOIN vat_codes_sales v ON v.id = i.vat_code_id AND v.account_id = i.account_id
WHERE i.account_id = ${accountId} AND i.bookkeeping_export_id = ${exportId} AND i.id > ${after}
ORDER BY i.id
LIMIT ${EXPORT_BATCH}`);
}

/** The export's purchases after `after`, items summed per rate, VAT kind and expense account. */
export function purchaseBatch(
  prisma: PrismaClient,
  where: { accountId: number; exportId: number },
  after: number,
): Promise<ExportPurchaseRow[]> {
  const { accountId, exportId } = where;
  return prisma.$queryRaw<ExportPurchaseRow[]>(Prisma.sql`
SELECT p.id, p.identifier, p.date, p.service_period_from, p.service_period_to, p.currency,
  c.credit_number AS party_account, c.vat_identifier AS party_vat_id, c.name AS party_name,
  (SELECT coalesce(nullif(lower(substring(f.filename from '\\.([A-Za-z0-9]+)$')), ''), 'pdf')
    FROM stored_files f WHERE f.id = p.document_file_id AND f.account_id = p.account_id)
    AS document_extension,
  coalesce((SELECT json_agg(json_build_object('rate', l.rate::text, 'vat_kind', l.vat_kind,
      'account', l.account, 'net', l.net::text, 'tax', l.tax::text)
      ORDER BY l.rate DESC, l.vat_kind, l.account NULLS FIRST)
    FROM (SELECT it.tax AS rate, v.kind::text AS vat_kind, pc.credit_account AS account,
        sum(it.net_total) AS net, sum(it.tax_total) AS tax
      FROM purchase_items it
      LEFT JOIN vat_codes_purchases v ON v.id = it.vat_code_id AND v.account_id = it.account_id
      LEFT JOIN purchase_categories pc ON pc.id = it.category_id AND pc.account_id = it.account_id
      WHERE it.account_id = ${accountId} AND it.purchase_id = p.id
      GROUP BY it.tax, v.kind, pc.credit_account) l), '[]'::json) AS lines
FROM purchases p
JOIN companies c ON c.id = p.company_id AND c.account_id = p.account_id
WHERE p.account_id = ${accountId} AND p.bookkeeping_export_id = ${exportId} AND p.id > ${after}
ORDER BY p.id
LIMIT ${EXPORT_BATCH}`);
}
