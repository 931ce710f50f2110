import type { Prisma } from '@faktura/db';
import {
  decodeLogo,
  logoFileData,
  readAccountProfileInput,
  accountProfileColumns,
} from '../../organisation/account-profile';
// A plain word mark: the first PDF of a new user shows where a logo goes.
const DEMO_LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48" viewBox="0 0 200 48">' +
  '<rect width="48" height="48" rx="8" fill="#1f4e79"/>' +
  '<path d="M15 11h9a13 13 0 0 1 0 26h-9z" fill="#fff"/>' +
  '<text x="60" y="33" font-family="Helvetica, Arial, sans-serif" font-size="24" ' +
  'font-weight="700" fill="#1f4e79">Demo GmbH</text></svg>';

/**
 * The demo account's own data: a German company (locale de-DE) with every field filled, so the
 * first document a new user opens is complete. Addresses use the reserved `.example` domain;
 * the IBAN and VAT ID have valid formats but belong to nobody. The Swiss QR-IBAN (SIX's sample)
 * is there because the demo account also bills in CHF.
 */
export const DEMO_ACCOUNT_PROFILE = {
  name: 'Demo GmbH',
  legal_name: 'Demo GmbH',
  street: 'Friedrichstraße 123',
  zip: '10117',
  city: 'Berlin',
  country_code: 'DE',
  phone: '+49 30 12345678',
  email: 'info@demo-gmbh.example',
  website: 'https://www.demo-gmbh.example',
  vat_identifier: 'DE123456789',
  tax_number: '37/123/45678',
  commercial_register: 'HRB 123456 B',
  register_court: 'Amtsgericht Charlottenburg',
  managing_directors: ['Anna Becker', 'Felix Neumann'],
  bank_name: 'Berliner Sparkasse',
  iban: 'DE02100500000054540402',
  bic: 'BELADEBEXXX',
  qr_iban: 'CH4431999123000889012',
  // The creditor identifier the Bundesbank publishes for tests: valid, owned by nobody.
  sepa_creditor_id: 'DE98ZZZ09999999999',
  // The participant id its German VAT ID implies (EAS 9930), stored explicitly.
  peppol_id: '9930:DE123456789',
  email_from_name: 'Demo GmbH Buchhaltung',
  email_from_address: 'rechnung@demo-gmbh.example',
  email_reply_to: 'buchhaltung@demo-gmbh.example',
  locale: 'de-DE',
  logo: Buffer.from(DEMO_LOGO_SVG).toString('base64'),
};

/**
 * Fills the demo account's own data inside the caller's transaction, through the checks and
 * columns of PUT /account (so the sample data can never be something the API would refuse).
 */
export async function fillDemoAccountProfile(
  tx: Prisma.TransactionClient,
  accountId: number,
): Promise<void> {
  const input = readAccountProfileInput(DEMO_ACCOUNT_PROFILE);
  const logo = decodeLogo(DEMO_ACCOUNT_PROFILE.logo);
  if ('problem' in logo) throw new Error(`the demo logo is refused: ${logo.problem}`);
  const file = await tx.storedFile.create({
    data: logoFileData(accountId, logo),
    select: { id: true },
  });
  const columns = accountProfileColumns(input, { street: null, zip: null, city: null });
  await tx.account.update({
    where: { id: accountId },
    data: { ...columns, logoFileId: file.id },
  });
}
