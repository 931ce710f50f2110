import { AuditChainCheck, GENESIS_HASH, auditRowHash, canonicalAuditText } from './audit-chain';

const row = (seq: number, prevHash: string) => ({
  accountId: 3,
  seq,
  occurredAt: '2026-12-06T09:15:04.123456Z',
  userId: 7,
  apiKeyId: null,
  recordType: 'invoice',
  recordId: 12,
  action: 'invoice.created',
  changes: '{"title": [null, "Relaunch"]}',
  snapshot: '{"title": "Relaunch"}',
  prevHash,
});

function chain(length: number) {
  const rows = [];
  let prev = GENESIS_HASH;
  for (let seq = 1; seq <= length; seq += 1) {
    const next = row(seq, prev);
    const hash = auditRowHash(next);
    rows.push({ ...next, id: String(100 + seq), hash });
    prev = hash;
  }
  return rows;
}

describe('audit chain', () => {
  it('writes nulls as empty lines, in the documented order', () => {
    expect(canonicalAuditText(row(1, GENESIS_HASH)).split('\n')).toEqual([
      'faktura-audit-v1',
      '3',
      '1',
      '2026-12-06T09:15:04.123456Z',
      '7',
      '',
      'invoice',
      '12',
      'invoice.created',
      '{"title": [null, "Relaunch"]}',
      '{"title": "Relaunch"}',
      GENESIS_HASH,
    ]);
  });

  it('accepts an intact chain', () => {
    const check = new AuditChainCheck();
    expect(chain(3).every((r) => check.next(r))).toBe(true);
    expect(check).toMatchObject({ checked: 3, firstBreak: null });
  });

  it('names the first row whose content, link or seq does not match', () => {
    const tampered = chain(4);
    tampered[1] = { ...tampered[1], changes: '{"title": [null, "Other"]}' };
    const check = new AuditChainCheck();
    tampered.forEach((r) => check.next(r));
    expect(check.firstBreak).toEqual({
      seq: 2,
      id: '102',
      problem: 'hash does not match the row content',
    });

    const gap = chain(3).filter((r) => r.seq !== 2);
    const second = new AuditChainCheck();
    gap.forEach((r) => second.next(r));
    expect(second.firstBreak).toMatchObject({ seq: 3, id: '103' });

    const relinked = chain(2);
    relinked[1] = { ...relinked[1], prevHash: GENESIS_HASH };
    const third = new AuditChainCheck();
    relinked.forEach((r) => third.next(r));
    expect(third.firstBreak?.problem).toBe('prev_hash is not the hash of the row before');
  });
});
