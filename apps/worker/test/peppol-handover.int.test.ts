import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  createPrismaClient,
  type JobPayloads,
  type PrismaClient,
  type ScratchDatabase,
} from '@faktura/db';
import { validatorSettingsFromEnv } from '@faktura/einvoice';
import type { Pool } from 'pg';
import type { AccessPointSettings } from '../src/handlers/einvoices-peppol-handover/access-point.client';
import { createPeppolHandoverHandler } from '../src/handlers/einvoices-peppol-handover/peppol-handover.handler';
import { silentLogger } from '../src/logger';
import type { ClaimedJob } from '../src/runner/job.types';
import { seedInvoice, seedSeller } from './support/invoice-test-data';
import { WebhookReceiver } from './support/webhook-receiver';
import { createWorkerTestDatabase } from './support/worker-test-db';

type Payload = JobPayloads['einvoices.peppol-handover'];

// OpenPEPPOL's base example stands for the stored Peppol BIS invoice (read, never copied here).
const XML = readFileSync(
  join(validatorSettingsFromEnv().rulesDir, 'peppol/examples/base-example.xml'),
  'utf8',
);

/**
 * The seam to a Peppol access point, against a real HTTP receiver on loopback: what the access
 * point gets (the XML, its envelope, the key it deduplicates by, the token), retries while it is
 * down, a refusal that settles the job, and the cases in which nothing is handed over.
 */
describe('einvoices.peppol-handover', () => {
  let db: ScratchDatabase;
  let pool: Pool;
  let prisma: PrismaClient;
  let receiver: WebhookReceiver;
  let accessPoint: AccessPointSettings;
  let seller: Awaited<ReturnType<typeof seedSeller>>;
  let invoiceId: number;

  const storeDocument = async (accountId: number, format: string, status = 'valid') => {
    const file = await prisma.storedFile.create({
      data: {
        accountId,
        filename: 'R260001-peppol.xml',
        contentType: 'application/xml',
        size: Buffer.byteLength(XML),
        sha256: createHash('sha256').update(XML).digest('hex'),
        data: Buffer.from(XML),
      },
    });
    const document = await prisma.eInvoiceDocument.create({
      data: {
        accountId,
        invoiceId,
        format,
        contentHash: createHash('sha256').update(`${format}${file.id}`).digest('hex'),
        fileId: file.id,
        validationStatus: status,
        report: { status, findings: [], durationMs: 1 },
        generationMs: 1,
      },
    });
    return document.id;
  };

  /** Runs the handler as the runner would, keeping its steps across runs of the same job. */
  const jobOf = (payload: Payload, accountId: number, settings: AccessPointSettings | null) => {
    const steps: Record<string, { at: string; result: unknown }> = {};
    const handler = createPeppolHandoverHandler({ accessPoint: settings });
    const job = { id: '7', type: 'einvoices.peppol-handover', payload, accountId } as ClaimedJob & {
      payload: Payload;
    };
    return {
      steps,
      run: () =>
        handler({
          job,
          prisma,
          log: silentLogger,
          step: async (name, work) => {
            if (name in steps) return steps[name].result as never;
            const result = await work();
            steps[name] = { at: new Date().toISOString(), result };
            return result;
          },
        }),
    };
  };

  beforeAll(async () => {
    ({ db, pool } = await createWorkerTestDatabase());
    prisma = createPrismaClient(db.url, { max: 2 });
    receiver = await WebhookReceiver.start();
    accessPoint = { url: receiver.url('/as4/outbox'), token: 'ap-secret', timeoutMs: 30_000 };
    seller = await seedSeller(prisma, {
      countryCode: 'DE',
      street: 'Hauptstr. 1',
      zip: '10115',
      city: 'Berlin',
    });
    invoiceId = (
      await seedInvoice(prisma, seller, { identifier: 'R260001', currency: 'EUR', tax: 19 })
    ).id;
  }, 120_000);

  afterAll(async () => {
    await receiver?.close();
    await prisma?.$disconnect();
    await pool?.end();
    await db?.drop();
  });

  beforeEach(() => {
    receiver.requests.splice(0);
    receiver.answer = () => ({ status: 202, headers: { location: 'urn:ap:message:4711' } });
  });

  it('hands the XML over with its envelope, token and idempotency key, once', async () => {
    const documentId = await storeDocument(seller.account.id, 'peppol');
    const job = jobOf({ invoiceId, documentId }, seller.account.id, accessPoint);
    await job.run();
    const [request] = receiver.to('/as4/outbox');
    expect(request.body).toBe(XML);
    expect(request.headers).toMatchObject({
      'content-type': 'application/xml; charset=utf-8',
      authorization: 'Bearer ap-secret',
      'idempotency-key': `faktura-einvoice-${seller.account.id}-${documentId}`,
      'peppol-sender-id': 'iso6523-actorid-upis::0088:9482348239847239874',
      'peppol-receiver-id': 'iso6523-actorid-upis::0002:FR23342',
      'peppol-process-id': 'cenbii-procid-ubl::urn:fdc:peppol.eu:2017:poacc:billing:01:1.0',
    });
    expect(request.headers['peppol-document-type-id']).toMatch(
      /^busdox-docid-qns::urn:oasis:names:specification:ubl:schema:xsd:Invoice-2::Invoice##urn:cen\.eu:en16931:2017#compliant#urn:fdc:peppol\.eu:2017:poacc:billing:3\.0::2\.1$/,
    );
    expect(job.steps.handover).toMatchObject({
      result: { outcome: 'accepted', status: 202, messageId: 'urn:ap:message:4711' },
    });
    // A second run of the same job (a retry after its last step) sends nothing.
    await job.run();
    expect(receiver.to('/as4/outbox')).toHaveLength(1);
  });

  it('throws while the access point is down, then hands over with the same key', async () => {
    const documentId = await storeDocument(seller.account.id, 'peppol');
    const job = jobOf({ invoiceId, documentId }, seller.account.id, accessPoint);
    receiver.answer = () => ({ status: 503 });
    await expect(job.run()).rejects.toThrow('the access point answered 503');
    receiver.answer = () => ({ status: 429 });
    await expect(job.run()).rejects.toThrow('the access point answered 429');
    receiver.answer = () => ({ status: 200 });
    await job.run();
    const keys = receiver.to('/as4/outbox').map((request) => request.headers['idempotency-key']);
    expect(keys).toEqual(Array(3).fill(`faktura-einvoice-${seller.account.id}-${documentId}`));
    expect(job.steps.handover).toMatchObject({ result: { outcome: 'accepted', status: 200 } });
  });

  it('settles a refusal (4xx) without retrying it', async () => {
    const documentId = await storeDocument(seller.account.id, 'peppol');
    const job = jobOf({ invoiceId, documentId }, seller.account.id, accessPoint);
    receiver.answer = () => ({ status: 400 });
    await job.run();
    expect(job.steps.handover).toMatchObject({ result: { outcome: 'refused', status: 400 } });
    await job.run();
    expect(receiver.to('/as4/outbox')).toHaveLength(1);
  });

  it('hands nothing over without an access point, for another account, or a non-Peppol document', async () => {
    const peppol = await storeDocument(seller.account.id, 'peppol');
    const xrechnung = await storeDocument(seller.account.id, 'xrechnung-ubl');
    const invalid = await storeDocument(seller.account.id, 'peppol', 'invalid');
    const other = await seedSeller(prisma, {
      countryCode: 'DE',
      street: 'Nebenstr. 2',
      zip: '10117',
      city: 'Berlin',
    });
    const cases: [number, number, AccessPointSettings | null, string][] = [
      [peppol, seller.account.id, null, 'no access point is configured'],
      [peppol, other.account.id, accessPoint, 'the e-invoice is gone'],
      [xrechnung, seller.account.id, accessPoint, 'not a valid Peppol BIS document'],
      [invalid, seller.account.id, accessPoint, 'not a valid Peppol BIS document'],
    ];
    for (const [documentId, accountId, settings, reason] of cases) {
      const job = jobOf({ invoiceId, documentId }, accountId, settings);
      await job.run();
      expect(job.steps.handover).toMatchObject({
        result: { outcome: 'skipped', reason: expect.stringContaining(reason) },
      });
    }
    expect(receiver.requests).toEqual([]);
  });
});
