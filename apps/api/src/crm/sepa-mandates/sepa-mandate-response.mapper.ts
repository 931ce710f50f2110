import { describeMandate } from '@faktura/domain';
import { apiDate, apiTimestamp } from '../../platform/serialization';
import type { SepaMandateResponse } from './dto/sepa-mandate.response';
import type { SepaMandateRow } from './sepa-mandate-records.query';

/** The mandate's state on `today` (`YYYY-MM-DD`) from its stored status and its collections. */
export function mandateStateOf(mandate: SepaMandateRow, today: string) {
  return describeMandate(
    {
      status: mandate.status,
      signedOn: apiDate(mandate.signedOn),
      collections: mandate.directDebits.map((debit) => ({
        sequenceType: debit.sequenceType,
        collectionDate: apiDate(debit.collectionDate),
        status: debit.status,
      })),
    },
    today,
  );
}

/** A mandate as the API answers it, its derived fields as of `today`. */
export function toSepaMandateResponse(mandate: SepaMandateRow, today: string): SepaMandateResponse {
  const state = mandateStateOf(mandate, today);
  return {
    id: mandate.id,
    company: mandate.company,
    reference: mandate.reference,
    signed_on: apiDate(mandate.signedOn),
    scheme: mandate.scheme,
    iban: mandate.iban,
    bic: mandate.bic,
    debtor_name: mandate.debtorName,
    status: state.status,
    revoked_on: apiDate(mandate.revokedOn),
    revocation_reason: mandate.revocationReason,
    sequence_type: state.sequenceType,
    last_collection_on: state.lastCollectionOn,
    expires_on: state.expiresOn,
    created_at: apiTimestamp(mandate.createdAt),
    updated_at: apiTimestamp(mandate.updatedAt),
  };
}
