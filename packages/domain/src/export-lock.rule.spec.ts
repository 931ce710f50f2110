import {
  DOCUMENT_WRITES,
  type DocumentWrite,
  assertExportUnlocked,
  exportLockCheck,
  isExportLocked,
} from './export-lock.rule.js';

const REFUSED: DocumentWrite[] = [
  'delete',
  'update',
  'update_status',
  'store_document',
  'attachment_add',
  'attachment_delete',
  'payment_change',
  'payment_delete',
];
const ALLOWED = DOCUMENT_WRITES.filter((write) => !REFUSED.includes(write));

const exported = { id: 12, identifier: 'R260012', bookkeepingExportId: 7 };
const open = { id: 12, identifier: 'R260012', bookkeepingExportId: null };

describe('exportLockCheck', () => {
  it('allows payments, reminders, debt collection, the reversal, e-mail, approvals, assignments and the overdue move', () => {
    expect(ALLOWED).toEqual([
      'payment_add',
      'reminder',
      'debt_collection',
      'reversal',
      'send_email',
      'approval',
      'project_assignment',
      'overdue',
    ]);
  });

  it.each(DOCUMENT_WRITES)('allows %s on a document no export took', (write) => {
    expect(exportLockCheck('invoice', open, write)).toEqual({ ok: true });
    expect(exportLockCheck('purchase', open, write)).toEqual({ ok: true });
  });

  it.each(ALLOWED)('allows %s on an exported document', (write) => {
    expect(exportLockCheck('invoice', exported, write)).toEqual({ ok: true });
    expect(exportLockCheck('purchase', exported, write)).toEqual({ ok: true });
  });

  it.each(REFUSED)('refuses %s on an exported invoice with a 422 naming the export', (write) => {
    const check = exportLockCheck('invoice', exported, write);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.error.code).toBe('rule_violation');
    expect(check.error.message).toMatch(
      /^Invoice R260012 is locked by bookkeeping export 7 and .+; correct it with a reversal \(credit note\) and a new invoice$/,
    );
  });

  it('names what was refused and the correction of a purchase', () => {
    const check = exportLockCheck('purchase', { ...exported, identifier: 'E260003' }, 'delete');
    expect(check).toEqual({ ok: false, error: expect.any(Error) });
    if (check.ok) return;
    expect(check.error.message).toBe(
      "Purchase E260003 is locked by bookkeeping export 7 and cannot be deleted; record the correction as a new purchase (e.g. the supplier's credit note)",
    );
  });

  it('names a document without a number by its ID', () => {
    const check = exportLockCheck('invoice', { ...exported, identifier: null }, 'update_status');
    expect(check.ok ? '' : check.error.message).toMatch(
      /^Invoice #12 is locked by bookkeeping export 7 and cannot change its status;/,
    );
  });
});

describe('assertExportUnlocked', () => {
  it('throws the refusal', () => {
    expect(() => assertExportUnlocked('purchase', exported, 'payment_delete')).toThrow(
      expect.objectContaining({
        code: 'rule_violation',
        message: expect.stringContaining('cannot have its payments deleted'),
      }),
    );
  });

  it('returns for an allowed write', () => {
    expect(assertExportUnlocked('invoice', exported, 'payment_add')).toBeUndefined();
  });
});

describe('isExportLocked', () => {
  it('is true once an export took the document', () => {
    expect(isExportLocked(exported)).toBe(true);
    expect(isExportLocked(open)).toBe(false);
  });
});
