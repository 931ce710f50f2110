import type { AccountTx } from '../../src/platform/database/account-scope.extension';
import { NumberingService } from '../../src/platform/numbering/numbering.service';
import { PurchasePartsRepository } from '../../src/purchasing/purchases/purchase-parts.repository';
import { PurchaseReferencesResolver } from '../../src/purchasing/purchases/purchase-references.resolver';
import { PurchasesRepository } from '../../src/purchasing/purchases/purchases.repository';
import { CreatePurchaseUseCase } from '../../src/purchasing/purchases/use-cases/create-purchase.use-case';
import { planNewPurchase } from '../../src/purchasing/purchases/use-cases/create-purchase.plan';
import { InvoiceReferencesRepository } from '../../src/sales/invoices/invoice-references.repository';
import { InvoiceReferencesResolver } from '../../src/sales/invoices/invoice-references.resolver';
import { InvoicesRepository } from '../../src/sales/invoices/invoices.repository';
import { CreateInvoiceUseCase } from '../../src/sales/invoices/use-cases/create-invoice.use-case';
import { planNewInvoice } from '../../src/sales/invoices/use-cases/create-invoice.plan';
import { OffersRepository } from '../../src/sales/offers/offers.repository';
import { CreateOfferUseCase } from '../../src/sales/offers/use-cases/create-offer.use-case';
import { planNewOffer } from '../../src/sales/offers/use-cases/create-offer.plan';
import { SalesReferencesRepository } from '../../src/shared/sales-documents/sales-references.repository';
import { SalesReferencesResolver } from '../../src/shared/sales-documents/sales-references.resolver';
import { NO_DATABASE } from './list-statement.capture';
import * as input from './document-write.fixtures';
import { type Answer, capture, unavailable } from './statement-log.capture';
import { EXAMPLE_ACCOUNT, type SqlEntry } from './sql-snapshot.render';

/** One write of a document kind: the statements `run` sends through its transaction. */
interface Write {
  name: string;
  notes: string[];
  run(tx: AccountTx): Promise<unknown>;
  answer?: Answer;
  /** Capture only the first statements (the rest of the use case needs the database's rows). */
  limit?: number;
}

export interface WriteFile {
  /** Relative to apps/api/src. */
  file: string;
  writes: Write[];
}

const ACCOUNT = { accountId: EXAMPLE_ACCOUNT, userId: input.USER_ID, apiKeyId: 1, readOnly: false };
const numbering = new NumberingService();
const salesRefs = new SalesReferencesRepository();
const salesResolver = new SalesReferencesResolver(salesRefs);
const purchaseParts = new PurchasePartsRepository();

/** What a use case needs to reach its lookups: its repository's transaction, no custom fields. */
const inTransaction = (tx: AccountTx) => ({
  transaction: (_: number, work: (tx: AccountTx) => Promise<unknown>) => work(tx),
});
const noCustomProperties = { resolve: () => Promise.resolve({}) };
const rest = <T>(name: string) => unavailable<T>(name);

/** The INSERT answers the document's ID and its children's, in their order. */
const inserted: Answer = () => [{ id: 2001, child_ids: [2101, 2102] }];

const LOOKUPS_NOTE = 'The references the body names, read in one statement before the plan.';
const INSERT_NOTE = 'The document with its number and every position, in one statement.';

/** The statements of the document writes built by reference-lookups.ts and row-insert.sql.ts. */
export const WRITE_FILES: readonly WriteFile[] = [
  {
    file: 'sales/offers/offers.writes.sql',
    writes: [
      {
        name: 'POST /offers, references (create-offer.use-case.ts)',
        notes: [LOOKUPS_NOTE],
        limit: 1,
        run: (tx) =>
          new CreateOfferUseCase(
            inTransaction(tx) as unknown as OffersRepository,
            salesRefs,
            salesResolver,
            noCustomProperties as never,
            numbering,
            rest('approvals'),
            rest('addresses'),
            rest('responses'),
            rest('events'),
          ).execute(ACCOUNT, input.OFFER),
      },
      {
        name: 'POST /offers, insert (offers.repository.ts)',
        notes: [INSERT_NOTE],
        answer: inserted,
        run: (tx) => {
          const plan = planNewOffer(input.OFFER, input.RESOLVED_OFFER);
          const number = numbering.nextSql(EXAMPLE_ACCOUNT, 'offer', plan.offer.date as Date);
          return new OffersRepository(NO_DATABASE, rest('lists')).create(
            EXAMPLE_ACCOUNT,
            plan.offer,
            plan.positions,
            number,
            tx,
          );
        },
      },
    ],
  },
  {
    file: 'sales/invoices/invoices.writes.sql',
    writes: [
      {
        name: 'POST /invoices, references (create-invoice.use-case.ts)',
        notes: [LOOKUPS_NOTE],
        limit: 1,
        run: (tx) =>
          new CreateInvoiceUseCase(
            inTransaction(tx) as unknown as InvoicesRepository,
            new InvoiceReferencesResolver(new InvoiceReferencesRepository(NO_DATABASE), salesRefs),
            salesResolver,
            salesRefs,
            rest('offer billing'),
            rest('addresses'),
            noCustomProperties as never,
            numbering,
            rest('responses'),
            rest('events'),
          ).execute(ACCOUNT, input.INVOICE),
      },
      {
        name: 'POST /invoices, insert and billing (invoices.repository.ts)',
        notes: [INSERT_NOTE, 'Then the activities and the expenses it bills, one statement each.'],
        answer: inserted,
        run: (tx) => {
          const plan = planNewInvoice(input.INVOICE, input.RESOLVED_INVOICE);
          const number = numbering.nextSql(EXAMPLE_ACCOUNT, 'invoice', plan.date);
          return new InvoicesRepository(NO_DATABASE, rest('lists')).create(
            EXAMPLE_ACCOUNT,
            plan.invoice,
            plan.positions,
            number,
            tx,
          );
        },
      },
    ],
  },
  {
    file: 'purchasing/purchases/purchases.writes.sql',
    writes: [
      {
        name: 'POST /purchases, references (create-purchase.use-case.ts)',
        notes: [LOOKUPS_NOTE],
        limit: 1,
        run: (tx) =>
          new CreatePurchaseUseCase(
            inTransaction(tx) as unknown as PurchasesRepository,
            purchaseParts,
            new PurchaseReferencesResolver(purchaseParts),
            noCustomProperties as never,
            numbering,
            rest('responses'),
            rest('events'),
            rest('drafts'),
          ).execute(ACCOUNT, input.PURCHASE),
      },
      {
        name: 'POST /purchases, insert (purchases.repository.ts)',
        notes: ['The purchase with its number and every item, in one statement.'],
        answer: inserted,
        run: (tx) => {
          const plan = planNewPurchase(input.PURCHASE, input.RESOLVED_PURCHASE);
          const number = numbering.nextSql(EXAMPLE_ACCOUNT, 'purchase', plan.date);
          const purchase = { ...plan.purchase, documentFileId: null };
          return new PurchasesRepository(NO_DATABASE, rest('lists')).create(
            EXAMPLE_ACCOUNT,
            purchase,
            plan.items,
            number,
            tx,
          );
        },
      },
    ],
  },
];

/** Each captured statement of each write, numbered when a write sends several. */
export async function writeEntries(writes: WriteFile): Promise<SqlEntry[]> {
  const entries: SqlEntry[] = [];
  for (const write of writes.writes) {
    const sent = await capture((tx) => write.run(tx), write);
    if (sent.length === 0) throw new Error(`${write.name} sent no statement`);
    sent.forEach((sql, index) => {
      const name = sent.length === 1 ? write.name : `${write.name}, ${index + 1} of ${sent.length}`;
      entries.push({ name, notes: index === 0 ? write.notes : [], sql });
    });
  }
  return entries;
}
