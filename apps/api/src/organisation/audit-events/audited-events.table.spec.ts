import { auditedRecordsOf } from './audited-events.table';

describe('AUDITED_EVENTS', () => {
  it('a change is one row of its record, with the record the writer loaded', () => {
    const record = { id: 4, title: 'Relaunch' };
    expect(auditedRecordsOf({ type: 'invoice.status_changed', id: 4, record })).toEqual([
      { recordType: 'invoice', id: 4, record },
    ]);
    expect(auditedRecordsOf({ type: 'account.changed', id: 1, record })).toEqual([
      { recordType: 'account', id: 1, record },
    ]);
  });

  it('a deleted invoice takes its payments and reminders along: a row for each', () => {
    const event = {
      type: 'invoice.deleted',
      id: 9,
      customProperties: {},
      paymentIds: [21, 22],
      reminderIds: [31],
    } as const;
    expect(auditedRecordsOf(event)).toEqual([
      { recordType: 'invoice_payment', id: 21, deleted: true },
      { recordType: 'invoice_payment', id: 22, deleted: true },
      { recordType: 'invoice_reminder', id: 31, deleted: true },
      { recordType: 'invoice', id: 9, deleted: true },
    ]);
  });

  it('a reversal is a row of the reversed invoice and one of the credit note', () => {
    const event = { type: 'invoice.reversed', id: 9, reversal: { id: 10 } } as const;
    expect(auditedRecordsOf(event)).toEqual([
      { recordType: 'invoice', id: 9, record: undefined },
      { recordType: 'invoice', id: 10, record: undefined },
    ]);
  });

  it('a plural event is one row per record, each with its loaded record if any', () => {
    const records = new Map([[5, { id: 5 }]]);
    expect(auditedRecordsOf({ type: 'purchases.settled', ids: [5, 6], records })).toEqual([
      { recordType: 'purchase', id: 5, record: { id: 5 } },
      { recordType: 'purchase', id: 6, record: undefined },
    ]);
  });
});
