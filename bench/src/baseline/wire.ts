/**
 * The API's wire formats, for the raw baseline: it reads dates and timestamps as PostgreSQL
 * texts (session time zone UTC) and numerics as decimal texts, and writes them as Faktura does.
 */
type Row = Record<string, unknown>;

/** A numeric text (or a JSON number) as a JSON number; null stays null. */
export const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** `2025-01-08 09:00:00.123+00` or `2025-01-08T09:00:00+00:00` as `2025-01-08T09:00:00Z`. */
export const stamp = (value: unknown): string | null =>
  typeof value === 'string' ? `${value.slice(0, 10)}T${value.slice(11, 19)}Z` : null;

/** The date part of a date or timestamp text. */
export const day = (value: unknown): string | null =>
  typeof value === 'string' ? value.slice(0, 10) : null;

/** A list of addresses as the API writes it: `;`-joined, null when empty. */
export const emailList = (list: unknown): string | null =>
  Array.isArray(list) && list.length > 0 ? list.join(';') : null;

/** `{id, firstname, lastname}` from columns `<prefix>id`, ... ; null without an id. */
export const person = (row: Row, prefix: string) =>
  row[`${prefix}id`] === null
    ? null
    : {
        id: row[`${prefix}id`],
        firstname: row[`${prefix}firstname`],
        lastname: row[`${prefix}lastname`],
      };

const vatFields = (row: Row, p: string) => ({
  id: row[`${p}id`],
  tax: num(row[`${p}tax`]),
  description: row[`${p}description`] ?? row[`${p}code`],
  reverse_charge: row[`${p}kind`] === 'reverse_charge',
  intra_eu: row[`${p}kind`] === 'intra_eu',
});

/** A sales VAT code as documents and customers embed it (columns `<prefix>...`). */
export function salesVat(row: Row, p: string) {
  if (row[`${p}id`] === null) return null;
  return {
    ...vatFields(row, p),
    print_gross_total: row[`${p}print_gross_total`],
    notice_tax_exemption: row[`${p}notice`],
    notice_tax_exemption_en: row[`${p}notice_alt`],
    notice_tax_exemption_alt: row[`${p}notice_alt`],
    active: row[`${p}active`],
    code: row[`${p}code`],
    credit_account: row[`${p}credit_account`],
  };
}

/** A document's `vat`: its code, or the object for an inline rate. */
export function documentVat(row: Row, p: string, tax: unknown) {
  return (
    salesVat(row, p) ?? {
      tax: num(tax),
      reverse_charge: false,
      intra_eu: false,
      active: true,
      print_gross_total: true,
      notice_tax_exemption: '',
      notice_tax_exemption_alt: '',
    }
  );
}

/** A purchase VAT code as items and suppliers embed it. */
export function purchaseVat(row: Row, p: string) {
  if (row[`${p}id`] === null || row[`${p}id`] === undefined) return null;
  return { ...vatFields(row, p), active: row[`${p}active`], code: row[`${p}code`] };
}

/** The columns `vatColumns` selects, for the helpers above. */
export const vatColumns = (alias: string, p: string, sales: boolean) =>
  [
    `${alias}.id AS ${p}id`,
    `${alias}.tax AS ${p}tax`,
    `${alias}.description AS ${p}description`,
    `${alias}.code AS ${p}code`,
    `${alias}.kind AS ${p}kind`,
    `${alias}.active AS ${p}active`,
    ...(sales
      ? [
          `${alias}.print_gross_total AS ${p}print_gross_total`,
          `${alias}.notice_tax_exemption AS ${p}notice`,
          `${alias}.notice_tax_exemption_alt AS ${p}notice_alt`,
          `${alias}.credit_account AS ${p}credit_account`,
        ]
      : []),
  ].join(', ');

/** An e-mail delivery as documents embed it (from a json_build_object of the SQL below). */
export function emailDelivery(e: Row) {
  return {
    id: e.id,
    document_type: e.document_kind,
    document_id: e.document_id,
    status: e.status,
    emails_to: (e.emails_to as string[]).join(';'),
    emails_cc: emailList(e.emails_cc),
    emails_bcc: emailList(e.emails_bcc),
    subject: e.subject,
    message_id: e.message_id,
    attempts: e.attempts,
    last_error: e.last_error,
    created_at: stamp(e.created_at),
    sent_at: stamp(e.sent_at),
    updated_at: stamp(e.updated_at),
  };
}

/** SQL: a document's e-mail deliveries of `kinds` as a JSON array (null when none). */
export const deliveriesSql = (alias: string, kinds: string) => `(
  SELECT json_agg(json_build_object('id', e.id, 'document_kind', e.document_kind,
    'document_id', e.document_id, 'status', e.status, 'emails_to', e.emails_to,
    'emails_cc', e.emails_cc, 'emails_bcc', e.emails_bcc, 'subject', e.subject,
    'message_id', e.message_id, 'attempts', e.attempts, 'last_error', e.last_error,
    'created_at', e.created_at, 'sent_at', e.sent_at, 'updated_at', e.updated_at) ORDER BY e.id)
  FROM email_deliveries e WHERE e.account_id = ${alias}.account_id
    AND e.document_kind IN (${kinds}) AND e.document_id = ${alias}.id)`;

/** SQL: the file of the newest PDF rendered of a document, or null. */
export const lastPdfSql = (alias: string, kind: string) => `(
  SELECT r.file_id FROM rendered_documents r WHERE r.account_id = ${alias}.account_id
    AND r.document_kind = '${kind}' AND r.document_id = ${alias}.id ORDER BY r.id DESC LIMIT 1)`;

/**
 * `file_url`: the baseline does not sign links (Faktura's token has an expiry), so a rendered
 * document gets a text that fails the identity check visibly instead of a wrong link.
 */
export const fileUrl = (fileId: unknown) => (fileId === null ? null : 'unsigned-in-baseline');
