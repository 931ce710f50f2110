/** A postal address split into the fields of a structured (type `S`) payment address. */
export interface StructuredAddress {
  name: string;
  /** Street or P.O. box without the house number; may be empty. */
  street: string;
  buildingNumber: string;
  postalCode: string;
  town: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

// "8001 Zürich", "CH-8001 Zürich", "D-10115 Berlin": the code must hold a digit, so a last line
// that is a street or a name is never taken for a town.
const POSTAL_LINE = /^(?:[A-Z]{1,2}-)?([0-9][0-9A-Z-]{1,15})\s+(\S.*)$/;
// "Bahnhofstrasse 7", "Hauptstr. 12a", "Via Roma 3/5"; a leading number ("10 Downing St") stays.
const TRAILING_NUMBER = /^(.*\S)\s+([0-9]+\s?[A-Za-z]?(?:\s?[-/]\s?[0-9]+[A-Za-z]?)?)$/;

const cleanLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');

/**
 * Street, house number, postal code and town of address lines whose last line is
 * "<postal code> <town>" and whose lines before it are the street; null when the last line has
 * no postal code.
 */
export function parseStreetAndTown(
  lines: readonly string[],
): Omit<StructuredAddress, 'name' | 'country'> | null {
  const last = lines[lines.length - 1];
  const town = last === undefined ? null : POSTAL_LINE.exec(last);
  if (!town) return null;
  return { ...splitStreet(lines.slice(0, -1).join(', ')), postalCode: town[1]!, town: town[2]! };
}

/** "Bahnhofstrasse 7" as street "Bahnhofstrasse" and building number "7"; no number: all street. */
export function splitStreet(line: string): Pick<StructuredAddress, 'street' | 'buildingNumber'> {
  const clean = line.replace(/\s+/g, ' ').trim();
  const split = TRAILING_NUMBER.exec(clean);
  return {
    street: split ? split[1]! : clean,
    buildingNumber: split ? split[2]!.replace(/\s+/g, '') : '',
  };
}

/** The account's own postal address from its fields; null without name, zip, city or country. */
export function senderAddress(account: {
  name: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string | null;
}): StructuredAddress | null {
  const [name, zip, city] = [account.name, account.zip ?? '', account.city ?? ''].map((v) =>
    v.replace(/\s+/g, ' ').trim(),
  );
  if (!name || !zip || !city || !isCountryCode(account.countryCode)) return null;
  const country = account.countryCode.trim().toUpperCase();
  return { name, ...splitStreet(account.street ?? ''), postalCode: zip, town: city, country };
}

/** A recipient address block: the first line is the name, the rest as for the sender. */
export function parseRecipientAddress(
  recipientAddress: string,
  country: string | null,
): StructuredAddress | null {
  const [name, ...rest] = cleanLines(recipientAddress);
  if (name === undefined || rest.length === 0 || !isCountryCode(country)) return null;
  const parsed = parseStreetAndTown(rest);
  return parsed ? { name, ...parsed, country: country.trim().toUpperCase() } : null;
}

const isCountryCode = (value: string | null): value is string =>
  value !== null && /^[A-Za-z]{2}$/.test(value.trim());
