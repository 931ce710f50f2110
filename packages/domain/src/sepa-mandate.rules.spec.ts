import { DomainError } from './domain-error';
import {
  describeMandate,
  endsMandate,
  initialSepaMandateState,
  mandateExpiresOn,
  mandateStatus,
  nextSequenceType,
  sepaMandateTransition,
} from './sepa-mandate.rules';
import type { MandateCollection } from './sepa-mandate.rules';

describe('nextSequenceType', () => {
  it('is FRST before the first collection and RCUR after it', () => {
    expect(nextSequenceType({ collections: 0, final: false })).toBe('FRST');
    expect(nextSequenceType({ collections: 1, final: false })).toBe('RCUR');
    expect(nextSequenceType({ collections: 7, final: false })).toBe('RCUR');
  });

  it('is FNAL for the last of several and OOFF for a first that is also the last', () => {
    expect(nextSequenceType({ collections: 3, final: true })).toBe('FNAL');
    expect(nextSequenceType({ collections: 0, final: true })).toBe('OOFF');
  });

  it('says which sequence types use the mandate up', () => {
    expect(['FRST', 'RCUR', 'FNAL', 'OOFF'].filter((type) => endsMandate(type as never))).toEqual([
      'FNAL',
      'OOFF',
    ]);
  });
});

describe('mandate expiry', () => {
  it('expires 36 months after the last collection, or after the signature when never used', () => {
    expect(mandateExpiresOn('2023-01-15', null)).toBe('2026-01-15');
    expect(mandateExpiresOn('2020-01-15', '2024-06-30')).toBe('2027-06-30');
    expect(mandateExpiresOn('2024-02-29', null)).toBe('2027-02-28');
  });

  it('is active up to the day before expiry, then expired; revoked stays revoked', () => {
    const mandate = { status: 'active' as const, signedOn: '2023-01-15', lastCollectionOn: null };
    expect(mandateStatus(mandate, '2026-01-14')).toBe('active');
    expect(mandateStatus(mandate, '2026-01-15')).toBe('expired');
    expect(mandateStatus({ ...mandate, lastCollectionOn: '2025-12-01' }, '2026-01-15')).toBe(
      'active',
    );
    expect(mandateStatus({ ...mandate, status: 'revoked' }, '2023-02-01')).toBe('revoked');
  });
});

describe('sepaMandateTransition', () => {
  it('revokes an active mandate with its date and reason', () => {
    const revoked = sepaMandateTransition(initialSepaMandateState(), {
      type: 'revoke',
      on: '2026-12-01',
      reason: 'Customer cancelled',
    });
    expect(revoked).toEqual({
      status: 'revoked',
      revokedOn: '2026-12-01',
      revocationReason: 'Customer cancelled',
    });
  });

  it('refuses to revoke a revoked mandate again', () => {
    const revoked = { status: 'revoked' as const, revokedOn: '2026-01-01', revocationReason: 'x' };
    expect(() =>
      sepaMandateTransition(revoked, { type: 'revoke', on: '2026-02-01', reason: 'y' }),
    ).toThrow(DomainError);
  });
});

describe('describeMandate', () => {
  const mandate = { status: 'active' as const, signedOn: '2026-01-10' };
  const debit = (
    sequenceType: MandateCollection['sequenceType'],
    date: string,
    status: MandateCollection['status'] = 'booked',
  ): MandateCollection => ({ sequenceType, collectionDate: date, status });

  it('is FRST until a collection went out, then RCUR', () => {
    expect(describeMandate({ ...mandate, collections: [] }, '2026-02-01')).toEqual({
      status: 'active',
      sequenceType: 'FRST',
      lastCollectionOn: null,
      expiresOn: '2029-01-10',
    });
    const after = describeMandate(
      { ...mandate, collections: [debit('FRST', '2026-03-02', 'pending')] },
      '2026-03-01',
    );
    expect(after).toMatchObject({ sequenceType: 'RCUR', lastCollectionOn: '2026-03-02' });
    expect(after.expiresOn).toBe('2029-03-02');
  });

  it('keeps FRST after a returned or cancelled first collection', () => {
    const collections = [
      debit('FRST', '2026-03-02', 'returned'),
      debit('FRST', '2026-04-01', 'cancelled'),
    ];
    expect(describeMandate({ ...mandate, collections }, '2026-05-01')).toMatchObject({
      status: 'active',
      sequenceType: 'FRST',
      lastCollectionOn: null,
    });
  });

  it('is used after its final collection, and revoked wins over everything', () => {
    const collections = [debit('FRST', '2026-03-02'), debit('FNAL', '2026-04-01')];
    expect(describeMandate({ ...mandate, collections }, '2026-05-01')).toMatchObject({
      status: 'used',
      sequenceType: null,
    });
    expect(
      describeMandate({ ...mandate, status: 'revoked', collections }, '2026-05-01').status,
    ).toBe('revoked');
  });

  it('expires 36 months after the last collection', () => {
    const collections = [debit('FRST', '2026-03-02')];
    expect(describeMandate({ ...mandate, collections }, '2029-03-02')).toMatchObject({
      status: 'expired',
      sequenceType: null,
    });
  });
});
