import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { checkPeppolId, isPeppolIdProblem, normalizePeppolId } from '@faktura/domain';
import { field, type FieldOptions } from './field-options';

const DESCRIPTION =
  'Extension: Peppol participant identifier `<scheme>:<value>` (ISO 6523 notation; scheme from ' +
  "Peppol's EAS code list). Checked per scheme (GLN, Belgian enterprise number, Norwegian and " +
  'Swedish organisation numbers, ABN, SIREN/SIRET, Leitweg-ID check digits; VAT ID formats); ' +
  'stored without blanks, in upper case. null: e-invoices derive it from the VAT ID where safe ' +
  '(DE -> 9930, BE -> 0208)';

/**
 * A Peppol participant identifier: normalised by the domain's rule before it is checked, so the
 * stored value is the one that passed; the 422 says why (shape, scheme, format, check digits).
 */
export function PeppolIdField(options: FieldOptions = {}) {
  return field(
    { description: DESCRIPTION, example: '0208:0123456749', ...options },
    { nullableType: String },
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' ? normalizePeppolId(value) || null : value,
    ),
    ValidateBy({
      name: 'isPeppolId',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && !isPeppolIdProblem(checkPeppolId(value)),
        defaultMessage: (args) => {
          const result = typeof args?.value === 'string' ? checkPeppolId(args.value) : null;
          const must = result && isPeppolIdProblem(result) ? result.must : 'a string';
          return `${args?.property} must be ${must}`;
        },
      },
    }),
  );
}
