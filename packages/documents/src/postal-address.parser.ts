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
  const streetLine = lines.slice(0, -1).join(', ');
  const split = TRAILING_NUMBER.exec(streetLine);
  return {
    street: split ? split[1]! : streetLine,
    buildingNumber: split ? split[2]!.replace(/\s+/g, '') : '',
    postalCode: town[1]!,
    town: town[2]!,
  };
}

/** The account's own address: name given apart, `address` holds street lines and the town line. */
export function parseSenderAddress(
  name: string,
  address: string | null,
  country: string | null,
): StructuredAddress | null {
  const parsed = parseStreetAndTown(cleanLines(address ?? ''));
  if (!parsed || !name.trim() || !isCountryCode(country)) return null;
  return { name: name.trim(), ...parsed, country: country.trim().toUpperCase() };
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
