import { day, num, person, purchaseVat, stamp } from './wire';

type Row = Record<string, unknown>;

/** Rows of a page of purchases: `$1` account, `$2` the page's ids. */
export const PURCHASE_ROWS_SQL = `SELECT p.*, c.id AS c_id, c.name AS c_name, c.iban AS c_iban,
  u.id AS u_id, u.firstname AS u_firstname, u.lastname AS u_lastname,
  (SELECT row_to_json(rr) FROM purchase_refund_requests rr WHERE rr.purchase_id = p.id) AS refund,
  (SELECT row_to_json(cc) FROM credit_card_transactions cc WHERE cc.purchase_id = p.id) AS card,
  (SELECT json_agg(ar.state) FROM purchase_approval_requests ar WHERE ar.purchase_id = p.id) AS approvals,
  (SELECT json_agg(pp ORDER BY pp.date, pp.id) FROM purchase_payments pp WHERE pp.purchase_id = p.id) AS payments,
  (SELECT json_agg(json_build_object('id', it.id, 'title', it.title, 'net_total', it.net_total,
     'tax_total', it.tax_total, 'tax', it.tax, 'tax_included', it.tax_included,
     'ksk_relevant', it.ksk_relevant, 'gross_total', it.gross_total,
     'supplier_credit_number', it.supplier_credit_number, 'vat', (SELECT json_build_object('id', vc.id, 'tax', vc.tax,
       'description', vc.description, 'code', vc.code, 'kind', vc.kind, 'active', vc.active)
       FROM vat_codes_purchases vc WHERE vc.id = it.vat_code_id),
     'category', (SELECT json_build_object('id', pc.id, 'name', pc.name, 'credit_account', pc.credit_account)
       FROM purchase_categories pc WHERE pc.id = it.category_id),
     'expense', (SELECT json_build_object('id', ex.id, 'project', json_build_object('id', ex.project_id, 'company_id', ej.company_id))
       FROM expenses ex JOIN projects ej ON ej.id = ex.project_id WHERE ex.purchase_item_id = it.id),
     'receipt_id', it.receipt_id) ORDER BY it.sort_order)
   FROM purchase_items it WHERE it.purchase_id = p.id) AS items
  FROM purchases p
  LEFT JOIN companies c ON c.id = p.company_id
  LEFT JOIN users u ON u.id = p.user_id
  WHERE p.account_id = $1 AND p.id = ANY($2::int[])`;

/** The domain's rule: payments cover part of the gross total, not none and not all. */
function partiallyPaid(payments: Row[], gross: unknown): boolean {
  const paid = payments.reduce((sum, payment) => sum + Math.round(Number(payment.total) * 100), 0);
  return paid > 0 && paid < Math.round(Number(gross) * 100);
}

function approvalStatus(states: string[]): string {
  if (states.length === 0) return 'none';
  if (states.includes('pending')) return 'pending';
  return states.includes('denied') ? 'denied' : 'approved';
}

function item(it: Row) {
  return {
    id: it.id,
    title: it.title,
    net_total: num(it.net_total),
    tax_total: num(it.tax_total),
    tax: num(it.tax),
    vat: purchaseVat((it.vat as Row | null) ?? { id: null }, '') ?? {
      tax: num(it.tax),
      reverse_charge: false,
      intra_eu: false,
      active: true,
    },
    tax_included: it.tax_included,
    ksk_relevant: it.ksk_relevant,
    gross_total: num(it.gross_total),
    category: it.category,
    supplier_credit_number: it.supplier_credit_number,
    expense: it.expense,
    // Receipts carry signed links; the bench seeds none, and one fails the identity check.
    receipt: it.receipt_id === null ? null : 'not-built-in-baseline',
  };
}

/** A purchase as lists and the detail show it. */
export function purchaseRecord(p: Row) {
  const payments = (p.payments as Row[] | null) ?? [];
  const refund = p.refund as Row | null;
  const card = p.card as Row | null;
  return {
    id: p.id,
    identifier: p.identifier,
    receipt_identifier: p.receipt_identifier,
    title: p.title,
    info: p.info,
    iban: p.iban,
    reference: p.reference,
    date: day(p.date),
    due_date: day(p.due_date),
    service_period_from: day(p.service_period_from),
    service_period_to: day(p.service_period_to),
    status: p.status,
    partially_paid: partiallyPaid(payments, p.gross_total),
    payment_method: p.payment_method,
    net_total: num(p.net_total),
    gross_total: num(p.gross_total),
    currency: p.currency,
    file_url: p.document_file_id === null ? null : 'unsigned-in-baseline',
    custom_properties: p.custom_properties,
    tags: p.tags,
    company: p.c_id === null ? null : { id: p.c_id, name: p.c_name, iban: p.c_iban },
    payments: payments.map((pay) => ({
      id: pay.id,
      date: day(pay.date),
      total: num(pay.total),
      currency: pay.currency,
      user: null,
    })),
    user: person(p, 'u_'),
    refund_request: refund && { id: refund.id, comment: refund.comment, user_id: refund.user_id },
    approval_status: approvalStatus((p.approvals as string[] | null) ?? []),
    credit_card_transaction: card && {
      source: card.source,
      transaction_identifier: card.transaction_identifier,
    },
    items: ((p.items as Row[] | null) ?? []).map(item),
    created_at: stamp(p.created_at),
    updated_at: stamp(p.updated_at),
  };
}
