import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PDFDocument } from '@cantoo/pdf-lib';
import { createPrismaClient, type PrismaClient, type ScratchDatabase } from '@faktura/db';
import type { DraftPrefill } from '@faktura/domain';
import type { Pool } from 'pg';
import { purchaseDraftPrefillHandler } from '../src/handlers/purchase-drafts-prefill/purchase-draft-prefill.handler';
import { silentLogger } from '../src/logger';
import type { ClaimedJob } from '../src/runner/job.types';
import { createWorkerTestDatabase } from './support/worker-test-db';

const SAMPLES = join(__dirname, 'fixtures', 'prefill-samples');
const sample = (name: string) => readFile(join(SAMPLES, `${name}.pdf`));

/** The `purchase-drafts.prefill` job against a real database. */
describe('purchase-drafts.prefill', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 3 });
  });

  afterAll(async () => {
    await prisma?.$disconnect();
    await pool?.end();
    await db?.drop();
  });

  /** An account that buys under the VAT ID and IBAN the samples print as the buyer's. */
  const createAccount = () =>
    prisma.account.create({
      data: {
        name: 'Faktura Demo GmbH',
        slug: `prefill-${randomUUID().slice(0, 8)}`,
        vatIdentifier: 'DE811907980',
        iban: 'DE02 1203 0000 0000 2020 51',
      },
    });

  const createSupplier = (accountId: number, data: { vatIdentifier?: string; iban?: string }) =>
    prisma.company.create({ data: { accountId, type: 'supplier', name: 'Lieferant', ...data } });

  async function createDraft(accountId: number, data: Buffer, contentType = 'application/pdf') {
    const file = await prisma.storedFile.create({
      data: {
        accountId,
        filename: 'invoice.pdf',
        contentType,
        size: data.length,
        sha256: createHash('sha256').update(data).digest('hex'),
        data: new Uint8Array(data),
      },
    });
    const draft = await prisma.purchaseDraft.create({
      data: { accountId, title: 'Supplier mail', fileId: file.id, prefillStatus: 'pending' },
    });
    return draft.id;
  }

  function runJob(accountId: number, draftId: number) {
    const job = { id: '1', type: 'purchase-drafts.prefill', accountId, payload: { draftId } };
    return purchaseDraftPrefillHandler({
      job: { ...job, attempts: 1, maxAttempts: 3, steps: {} } as ClaimedJob & {
        payload: { draftId: number };
      },
      prisma,
      log: silentLogger,
      step: async (_name, work) => work(),
    });
  }

  const stored = async (id: number) => {
    const draft = await prisma.purchaseDraft.findUniqueOrThrow({ where: { id } });
    return { ...draft, facts: draft.prefill as unknown as DraftPrefill };
  };

  it('stores what the PDF says, the certain totals and the supplier matched by VAT ID', async () => {
    const account = await createAccount();
    const supplier = await createSupplier(account.id, { vatIdentifier: 'de 136 695 976' });
    await createSupplier(account.id, { vatIdentifier: 'DE269543714' });
    const id = await createDraft(account.id, await sample('01-de-classic'));
    await runJob(account.id, id);
    const draft = await stored(id);
    expect(draft.prefillStatus).toBe('done');
    expect(draft.netTotal?.toFixed(2)).toBe('1000.00');
    expect(draft.grossTotal?.toFixed(2)).toBe('1190.00');
    expect(draft.facts.invoice_number).toMatchObject({ value: 'RE-2026-0042', certain: true });
    expect(draft.facts.date).toMatchObject({ value: '2026-09-17', found: { page: 1 } });
    expect(draft.facts.supplier).toMatchObject({
      company_id: supplier.id,
      matched_by: 'vat_identifier',
      value: 'DE136695976',
    });
  });

  it('matches by IBAN, and leaves the account’s own identifiers out', async () => {
    const account = await createAccount();
    const supplier = await createSupplier(account.id, { iban: 'DE89 3704 0044 0532 0130 00' });
    const byIban = await createDraft(account.id, await sample('10-de-kleinunternehmer'));
    const buyerPrinted = await createDraft(account.id, await sample('03-de-buyer-vat-id'));
    await runJob(account.id, byIban);
    await runJob(account.id, buyerPrinted);
    expect((await stored(byIban)).facts.supplier).toMatchObject({
      company_id: supplier.id,
      matched_by: 'iban',
    });
    const { facts } = await stored(buyerPrinted);
    expect(facts.excluded.map((found) => [found.value, found.reason])).toEqual([
      ['DE811907980', 'own_identifier'],
      ['DE02120300000000202051', 'own_identifier'],
    ]);
    expect(facts.supplier).toBeNull();
  });

  it('never matches another account’s supplier, nor touches another account’s draft', async () => {
    const account = await createAccount();
    const other = await createAccount();
    await createSupplier(other.id, { vatIdentifier: 'DE136695976' });
    const id = await createDraft(account.id, await sample('01-de-classic'));
    const foreign = await createDraft(other.id, await sample('01-de-classic'));
    await runJob(account.id, id);
    await runJob(account.id, foreign);
    expect((await stored(id)).facts.supplier).toBeNull();
    expect(await stored(foreign)).toMatchObject({ prefillStatus: 'pending', prefill: null });
  });

  it('keeps uncertain totals out of the columns', async () => {
    const account = await createAccount();
    const id = await createDraft(account.id, await sample('11-de-contradictions'));
    await runJob(account.id, id);
    const draft = await stored(id);
    expect(draft).toMatchObject({ prefillStatus: 'done', netTotal: null, grossTotal: null });
    expect(draft.facts.gross_total).toMatchObject({ value: '119.00', certain: false });
  });

  it('runs safely twice and after the draft is gone', async () => {
    const account = await createAccount();
    const id = await createDraft(account.id, await sample('02-de-two-rates'));
    await runJob(account.id, id);
    expect((await stored(id)).grossTotal?.toFixed(2)).toBe('333.00');
    await prisma.purchaseDraft.update({ where: { id }, data: { grossTotal: '1.00' } });
    await runJob(account.id, id);
    expect((await stored(id)).grossTotal?.toFixed(2)).toBe('1.00');
    await prisma.purchaseDraft.delete({ where: { id } });
    await expect(runJob(account.id, id)).resolves.toBeUndefined();
  });

  it('reads nothing from a scan, an image, an encrypted or a broken PDF, and says why', async () => {
    const account = await createAccount();
    const encrypted = await PDFDocument.load(await sample('01-de-classic'));
    encrypted.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });
    const ownerOnly = await PDFDocument.load(await sample('01-de-classic'));
    ownerOnly.encrypt({ userPassword: '', ownerPassword: 'owner' });
    const cases: Array<[Buffer, string, unknown]> = [
      [
        await sample('12-scanned-no-text'),
        'application/pdf',
        { error: 'the PDF has no text layer (a scan or an image)' },
      ],
      [Buffer.from(await encrypted.save()), 'application/pdf', { error: 'the PDF is encrypted' }],
      [Buffer.from(await ownerOnly.save()), 'application/pdf', { error: 'the PDF is encrypted' }],
      [
        Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'),
        'application/pdf',
        { error: 'the PDF is broken and cannot be read' },
      ],
      [Buffer.from('GIF89a'), 'application/pdf', { error: 'the file is not a PDF' }],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'image/png', null],
    ];
    for (const [data, contentType, prefill] of cases) {
      const id = await createDraft(account.id, data, contentType);
      await runJob(account.id, id);
      expect(await stored(id)).toMatchObject({ prefillStatus: 'none', prefill, grossTotal: null });
    }
  });
});
