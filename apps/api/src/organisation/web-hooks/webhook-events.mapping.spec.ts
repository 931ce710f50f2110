import { webhookRecordsOf } from './webhook-events.mapping';

describe('webhookRecordsOf', () => {
  it('passes the record a writer loaded on, so the hook needs no second read', () => {
    const record = { id: 5, title: 'Relaunch' };
    expect(webhookRecordsOf({ type: 'offer.created', id: 5, record })).toEqual([
      { target: 'Offer', event: 'create', ids: [5], loaded: new Map([[5, record]]) },
    ]);
    expect(webhookRecordsOf({ type: 'offer.billed', id: 5 })).toEqual([
      { target: 'Offer', event: 'update', ids: [5], loaded: undefined },
    ]);
  });

  it("tells an invoice's deletion to its hooks, then its payments' and reminders'", () => {
    const told = webhookRecordsOf({
      type: 'invoice.deleted',
      id: 3,
      customProperties: { Kostenstelle: 'A' },
      paymentIds: [7, 8],
      reminderIds: [],
    });
    expect(told).toEqual([
      {
        target: 'Invoice',
        event: 'delete',
        records: [{ id: 3, customProperties: { Kostenstelle: 'A' } }],
      },
      { target: 'Invoice::Payment', event: 'delete', records: [{ id: 7 }, { id: 8 }] },
      { target: 'InvoiceReminder', event: 'delete', records: [] },
    ]);
  });

  it('tells a reversal as the new invoice first, then the reversed one', () => {
    const reversal = { id: 9 };
    expect(
      webhookRecordsOf({ type: 'invoice.reversed', id: 3, reversal: { id: 9, record: reversal } }),
    ).toEqual([
      { target: 'Invoice', event: 'create', ids: [9], loaded: new Map([[9, reversal]]) },
      { target: 'Invoice', event: 'update', ids: [3], loaded: undefined },
    ]);
  });

  it('tells billed and settled records as updates of each', () => {
    expect(webhookRecordsOf({ type: 'expenses.billed', ids: [1, 2] })).toEqual([
      { target: 'Expense', event: 'update', ids: [1, 2], loaded: undefined },
    ]);
    expect(webhookRecordsOf({ type: 'purchases.settled', ids: [] })).toEqual([
      { target: 'Purchase', event: 'update', ids: [], loaded: undefined },
    ]);
  });
});
