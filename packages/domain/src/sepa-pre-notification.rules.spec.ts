import {
  directDebitNotice,
  maskedIban,
  type DirectDebitNoticeInput,
} from './sepa-pre-notification.rules';

const mandate = (reference: string, status: 'active' | 'revoked' = 'active') => ({
  reference,
  iban: `DE89370400440532013${reference.length}00`,
  status,
  signedOn: '2026-01-10',
  collections: [],
});

const input = (changes: Partial<DirectDebitNoticeInput> = {}): DirectDebitNoticeInput => ({
  paymentMeans: 'direct_debit',
  creditorIdentifier: 'DE98ZZZ09999999999',
  mandates: [mandate('M-1')],
  dueDate: '2026-12-15',
  earliestCollectionDate: '2026-12-02',
  today: '2026-12-01',
  ...changes,
});

describe('directDebitNotice', () => {
  it('announces the due date, the newest active mandate, its IBAN and the creditor id', () => {
    const notice = directDebitNotice(
      input({ mandates: [mandate('OLD'), mandate('NEW'), mandate('GONE', 'revoked')] }),
    );
    expect(notice).toEqual({
      mandateReference: 'NEW',
      creditorIdentifier: 'DE98ZZZ09999999999',
      debtorIban: 'DE89370400440532013300',
      collectionDate: '2026-12-15',
    });
  });

  it('debits on the earliest collection date when the due date is sooner', () => {
    const notice = directDebitNotice(input({ dueDate: '2026-11-20' }));
    expect(notice?.collectionDate).toBe('2026-12-02');
  });

  it('is null without direct debit, creditor identifier or an active mandate', () => {
    expect(directDebitNotice(input({ paymentMeans: 'credit_transfer' }))).toBeNull();
    expect(directDebitNotice(input({ paymentMeans: null }))).toBeNull();
    expect(directDebitNotice(input({ creditorIdentifier: null }))).toBeNull();
    expect(directDebitNotice(input({ creditorIdentifier: ' ' }))).toBeNull();
    expect(directDebitNotice(input({ mandates: [] }))).toBeNull();
    expect(directDebitNotice(input({ mandates: [mandate('R', 'revoked')] }))).toBeNull();
    // Signed more than 36 months ago and never used: expired.
    const expired = { ...mandate('X'), signedOn: '2023-01-10' };
    expect(directDebitNotice(input({ mandates: [expired] }))).toBeNull();
  });
});

describe('maskedIban', () => {
  it('keeps only the last four characters', () => {
    expect(maskedIban('DE89 3704 0044 0532 0130 00')).toBe('****3000');
  });
});
