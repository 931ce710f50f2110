import type { Prisma } from '@faktura/db';
import { isEuCountry } from '@faktura/domain';
import { apiTimestamp } from '../../platform/serialization';
import type { AccountWithLogo } from './account-profile.repository';
import type { AccountProfileResponse } from './dto/account-profile.response';
import type { UpdateAccountProfileDto } from './dto/update-account-profile.dto';

/** The API shape of the account's own data. */
export function toAccountProfileResponse(account: AccountWithLogo): AccountProfileResponse {
  return {
    id: account.id,
    name: account.name,
    legal_name: account.legalName,
    street: account.street,
    zip: account.zip,
    city: account.city,
    country_code: account.countryCode,
    phone: account.phone,
    email: account.email,
    website: account.website,
    vat_identifier: account.vatIdentifier,
    tax_number: account.taxNumber,
    commercial_register: account.commercialRegister,
    register_court: account.registerCourt,
    managing_directors: account.managingDirectors,
    bank_name: account.bankName,
    iban: account.iban,
    bic: account.bic,
    qr_iban: account.qrIban,
    sepa_creditor_id: account.sepaCreditorId,
    peppol_id: account.peppolId,
    email_from_name: account.emailFromName,
    email_from_address: account.emailFromAddress,
    email_reply_to: account.emailReplyTo,
    locale: account.locale,
    logo: account.logoFile && Buffer.from(account.logoFile.data).toString('base64'),
    logo_content_type: account.logoFile?.contentType ?? null,
    created_at: apiTimestamp(account.createdAt),
    updated_at: apiTimestamp(account.updatedAt),
  };
}

type PostalAddress = Pick<AccountWithLogo, 'street' | 'zip' | 'city'>;

/**
 * The one-block address documents print today ("<street>\n<zip> <city>"), kept in step with the
 * three fields it is made of; null when all three are empty.
 */
export function addressBlock({ street, zip, city }: PostalAddress): string | null {
  const town = [zip, city].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join('\n') || null;
}

/**
 * The columns an update writes; fields not sent stay `undefined`, which Prisma leaves untouched.
 * A new country also decides EU membership; a new street, zip or city rewrites the address block.
 */
export function accountProfileColumns(
  input: UpdateAccountProfileDto,
  current: PostalAddress,
): Prisma.AccountUncheckedUpdateInput {
  const postal = { street: input.street, zip: input.zip, city: input.city };
  const postalChanged = Object.values(postal).some((value) => value !== undefined);
  return {
    name: input.name,
    legalName: input.legal_name,
    ...postal,
    address: postalChanged ? addressBlock({ ...current, ...definedOnly(postal) }) : undefined,
    countryCode: input.country_code,
    euMember: input.country_code === undefined ? undefined : isEuCountry(input.country_code),
    phone: input.phone,
    email: input.email,
    website: input.website,
    vatIdentifier: input.vat_identifier,
    taxNumber: input.tax_number,
    commercialRegister: input.commercial_register,
    registerCourt: input.register_court,
    managingDirectors: input.managing_directors?.map((name) => name.trim()),
    bankName: input.bank_name,
    iban: input.iban,
    bic: input.bic,
    qrIban: input.qr_iban,
    sepaCreditorId: input.sepa_creditor_id,
    peppolId: input.peppol_id,
    emailFromName: input.email_from_name,
    emailFromAddress: input.email_from_address,
    emailReplyTo: input.email_reply_to,
    locale: input.locale,
  };
}

function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
