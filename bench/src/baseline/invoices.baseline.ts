import {
  day,
  deliveriesSql,
  documentVat,
  emailDelivery,
  fileUrl,
  lastPdfSql,
  num,
  person,
  stamp,
  vatColumns,
} from './wire';

type Row = Record<string, unknown>;
const KINDS = `'invoice', 'invoice_timesheet'`;

/** What both the list and the detail select of an invoice. */
const SUMMARY_SQL = `i.*, r.id AS reversal_id, ${vatColumns('v', 'v_', true)},
  u.id AS u_id, u.firstname AS u_firstname, u.lastname AS u_lastname,
  (SELECT json_build_object('id', d.id, 'note', d.note, 'created_at', d.created_at,
     'updated_at', d.updated_at, 'user_id', du.id, 'firstname', du.firstname, 'lastname', du.lastname)
   FROM invoice_debt_collections d LEFT JOIN users du ON du.id = d.user_id
   WHERE d.invoice_id = i.id) AS debt,
  ${lastPdfSql('i', 'invoice')} AS file_id, ${deliveriesSql('i', KINDS)} AS deliveries`;

const SUMMARY_JOINS = `LEFT JOIN vat_codes_sales v ON v.id = i.vat_code_id
  LEFT JOIN users u ON u.id = i.user_id
  LEFT JOIN invoices r ON r.reversed_invoice_id = i.id`;

/** Rows of a page: `$1` account, `$2` the page's ids. */
export const INVOICE_ROWS_SQL = `SELECT ${SUMMARY_SQL} FROM invoices i ${SUMMARY_JOINS}
  WHERE i.account_id = $1 AND i.id = ANY($2::int[])`;

/** One invoice with everything the detail shows; `$1` key hash, `$2` id. */
export const INVOICE_DETAIL_SQL = `SELECT ${SUMMARY_SQL}, a.default_currency AS account_currency,
  ic.id AS ic_id, ic.firstname AS ic_firstname, ic.lastname AS ic_lastname,
  (SELECT json_agg(json_build_object('id', p.id, 'type', p.type, 'subtotal_type', p.subtotal_type,
     'title', p.title, 'description', p.description, 'quantity', p.quantity, 'unit', p.unit,
     'unit_price', p.unit_price, 'net_total', p.net_total, 'optional', p.optional,
     'service_type', p.service_type,
     'activity_ids', (SELECT coalesce(json_agg(x.id ORDER BY x.id), '[]') FROM activities x WHERE x.invoice_position_id = p.id),
     'expense_ids', (SELECT coalesce(json_agg(x.id ORDER BY x.id), '[]') FROM expenses x WHERE x.invoice_position_id = p.id),
     'category', (SELECT json_build_object('id', c.id, 'name', c.name, 'revenue_account', c.revenue_account,
        'cost_category', c.cost_category, 'assignment_kind', c.assignment_kind)
        FROM revenue_categories c WHERE c.id = p.revenue_category_id)) ORDER BY p.sort_order)
   FROM invoice_positions p WHERE p.invoice_id = i.id) AS positions,
  (SELECT json_agg(p ORDER BY p.date, p.id) FROM invoice_payments p WHERE p.invoice_id = i.id) AS payments,
  (SELECT json_agg(m ORDER BY m.date, m.id) FROM invoice_reminders m WHERE m.invoice_id = i.id) AS reminders
  FROM api_keys k JOIN invoices i ON i.account_id = k.account_id AND i.id = $2
  JOIN accounts a ON a.id = i.account_id ${SUMMARY_JOINS}
  LEFT JOIN users ic ON ic.id = i.internal_contact_id
  WHERE k.key_hash = $1 AND k.revoked_at IS NULL`;

function debtCollection(debt: Row | null) {
  if (!debt) return null;
  return {
    id: debt.id,
    user: debt.user_id === null ? null : person(debt, ''),
    note: debt.note,
    created_at: stamp(debt.created_at),
    updated_at: stamp(debt.updated_at),
  };
}

/** An invoice as lists show it, key for key in Faktura's order. */
export function invoiceSummary(i: Row) {
  return {
    id: i.id,
    customer_id: i.customer_id,
    project_id: i.project_id,
    offer_id: i.offer_id,
    identifier: i.identifier,
    date: day(i.date),
    due_date: day(i.due_date),
    service_period: i.service_period,
    service_period_from: day(i.service_period_from),
    service_period_to: day(i.service_period_to),
    status: i.status,
    reversed: i.reversal_id !== null,
    reversal_invoice_id: i.reversal_id,
    reversal: i.reversed_invoice_id !== null,
    reversed_invoice_id: i.reversed_invoice_id,
    title: i.title,
    recipient_address: i.recipient_address,
    currency: i.currency,
    net_total: num(i.net_total),
    gross_total: num(i.gross_total),
    tax: num(i.tax),
    vat: documentVat(i, 'v_', i.tax),
    discount: num(i.discount),
    creditor_reference: i.creditor_reference,
    cash_discount: num(i.cash_discount),
    cash_discount_days: i.cash_discount_days,
    debit_number: i.debit_number,
    credit_number: i.credit_number,
    locked: i.locked || i.status === 'paid' || i.status === 'partially_paid',
    activity_hours_modified: i.activity_hours_modified,
    custom_properties: i.custom_properties,
    tags: i.tags,
    letter_paper_id: i.letter_paper_id,
    without_letter_paper: i.without_letter_paper,
    file_url: fileUrl(i.file_id),
    debt_collection_procedure: debtCollection(i.debt as Row | null),
    user: person(i, 'u_'),
    created_at: stamp(i.created_at),
    updated_at: stamp(i.updated_at),
    created_on: day(i.created_at),
    updated_on: day(i.updated_at),
    email_deliveries: ((i.deliveries as Row[] | null) ?? []).map(emailDelivery),
  };
}

const times = (row: Row) => ({
  created_on: day(row.created_at),
  updated_on: day(row.updated_at),
  created_at: stamp(row.created_at),
  updated_at: stamp(row.updated_at),
});

/** The full invoice of GET /invoices/{id}. */
export function invoiceDetail(i: Row) {
  const positions = (i.positions as Row[] | null) ?? [];
  return {
    ...invoiceSummary(i),
    salutation: i.salutation,
    footer: i.footer,
    internal_contact: person(i, 'ic_'),
    items: positions.map((p) => ({
      id: p.id,
      type: p.type,
      subtotal_type: p.subtotal_type,
      title: p.title,
      description: p.description,
      quantity: num(p.quantity),
      unit: p.unit,
      unit_price: num(p.unit_price),
      net_total: num(p.net_total),
      additional: p.service_type === 'expense',
      activity_ids: p.activity_ids,
      expense_ids: p.expense_ids,
      optional: p.optional,
      service_type: p.service_type,
      revenue_category: p.category,
    })),
    payments: ((i.payments as Row[] | null) ?? []).map((p) => ({
      id: p.id,
      invoice_id: p.invoice_id,
      date: day(p.date),
      paid_total: num(p.paid_total),
      paid_total_in_account_currency: p.currency === i.account_currency ? num(p.paid_total) : null,
      currency: p.currency,
      description: p.description,
      ...times(p),
    })),
    reminders: ((i.reminders as Row[] | null) ?? []).map((m) => ({
      id: m.id,
      invoice_id: m.invoice_id,
      title: m.title,
      date: day(m.date),
      due_date: day(m.due_date),
      fee: num(m.fee),
      text: m.text,
      ...times(m),
    })),
  };
}
