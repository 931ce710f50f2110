import { Inject, Injectable, type OnModuleInit, type Type } from '@nestjs/common';
import { DomainError, assertExportUnlocked, type DocumentWrite } from '@faktura/domain';
import type { AccountContext } from '../../platform/auth';
import { withLockedParent } from '../../platform/concurrency';
import { found } from '../../platform/errors';
import { Page } from '../../platform/lists';
import type { AccountTx } from '../../platform/database';
import type { PaymentListQuery } from './dto/list-payments.query';
import { type FieldErrors, paymentColumns } from './payment.input';
import type {
  PaymentCreateInput,
  PaymentParent,
  PaymentParentRow,
  PaymentSettlement,
  PaymentTableTypes,
} from './payment.parent';
import { PaymentsRepository } from './payments.repository';
import { DomainEvents, RecordReaders } from '../../platform/events';
/** A large batch locks and writes many rows; Prisma's default of 5 s is too short for it. */
const BULK_TIMEOUT_MS = 120_000;

/**
 * Payments of one kind of parent (see PaymentParent). Every write locks the parents it touches
 * (so a parent's own changes see a settled set of payments) and settles them in the same
 * transaction: an invoice's status follows its paid sum, a purchase's updated_at moves.
 * Each parent's injectable class comes from paymentsService (InvoicePaymentsService, ...).
 * Every change records its event, and the parents' settlement when their status moved.
 */
export class PaymentsService<
  T extends PaymentTableTypes,
  Create extends PaymentCreateInput,
  Response extends object,
  Parent extends PaymentParentRow,
> implements OnModuleInit {
  constructor(
    private readonly parent: PaymentParent<T, Create, Response>,
    private readonly payments: PaymentsRepository,
    private readonly settlement: PaymentSettlement<Parent>,
    private readonly events: DomainEvents,
    private readonly readers: RecordReaders,
  ) {}

  onModuleInit(): void {
    this.readers.register(this.parent.events.entity, async (accountId, id, tx) => {
      const payment = await this.payments.find(this.parent, accountId, id, tx);
      return payment && (await this.responses(accountId, [payment], tx))[0];
    });
  }

  async list(account: AccountContext, query: PaymentListQuery): Promise<Page<Response>> {
    const { accountId } = account;
    const { rows, total } = await this.payments.list(this.parent, accountId, query);
    const items = await this.responses(accountId, rows);
    return new Page(items, total, query.page, query.per_page);
  }

  async get(account: AccountContext, id: number): Promise<Response> {
    const payment = found(await this.payments.find(this.parent, account.accountId, id));
    const [response] = await this.responses(account.accountId, [payment]);
    return response;
  }

  async create(account: AccountContext, input: Create): Promise<Response> {
    const [created] = await this.createAll(account, [input], false);
    return created;
  }

  /** All payments or none, in one transaction; errors name the entry, e.g. `[2].invoice_id`. */
  bulkCreate(account: AccountContext, inputs: Create[]): Promise<Response[]> {
    return this.createAll(account, inputs, true);
  }

  /** Changes the fields sent; another parent ID moves the payment and settles both parents. */
  update(account: AccountContext, id: number, input: Partial<Create>): Promise<Response> {
    const { accountId } = account;
    const fields = this.parent.input(input);
    return this.withLockedPayment(accountId, id, fields.parentId, async (tx, payment, locked) => {
      const errors: FieldErrors = {};
      const current = this.parent.columns(payment);
      this.assertParentUnlocked(locked.get(current.parentId), 'payment_change');
      const target = locked.get(fields.parentId ?? current.parentId);
      const columns = paymentColumns(this.parent, fields, target, current, errors);
      if (!columns) throw DomainError.validation(errors);
      await this.payments.update(this.parent, accountId, id, columns, tx);
      const moved = await this.settlement.settle(accountId, locked, tx);
      const [response] = await this.saved(accountId, [id], tx);
      const { changed, settled } = this.parent.events;
      await this.events.record(
        tx,
        account,
        { type: changed, id, record: response },
        { type: settled, ids: moved },
      );
      return response;
    });
  }

  /** Deletes the payment and settles its parent (an invoice may go back to sent or created). */
  async delete(account: AccountContext, id: number): Promise<void> {
    const { accountId } = account;
    const { deleted, settled } = this.parent.events;
    await this.withLockedPayment(accountId, id, undefined, async (tx, payment, locked) => {
      const { parentId } = this.parent.columns(payment);
      this.assertParentUnlocked(locked.get(parentId), 'payment_delete');
      await this.events.record(tx, account, { type: deleted, id });
      await this.payments.delete(this.parent, accountId, id, tx);
      const moved = await this.settlement.settle(accountId, locked, tx);
      await this.events.record(tx, account, { type: settled, ids: moved });
    });
  }

  private createAll(account: AccountContext, inputs: Create[], bulk: boolean): Promise<Response[]> {
    const { accountId } = account;
    const fields = inputs.map((input) => this.parent.input(input));
    return this.payments.transaction(
      accountId,
      async (tx) => {
        // The create DTOs require the parent's ID; 0 names no row, so it would be "does not exist".
        const parentIds = fields.map((entry) => entry.parentId ?? 0);
        const locked = await this.settlement.lock(accountId, parentIds, tx);
        const errors: FieldErrors = {};
        const rows = fields.flatMap((entry, index) => {
          const prefix = bulk ? `[${index}].` : '';
          const parent = locked.get(entry.parentId ?? 0);
          return paymentColumns(this.parent, entry, parent, null, errors, prefix) ?? [];
        });
        if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
        const ids: number[] = [];
        for (const row of rows)
          ids.push(await this.payments.create(this.parent, accountId, row, tx));
        const moved = await this.settlement.settle(accountId, locked, tx);
        const saved = await this.saved(accountId, ids, tx);
        const { created, settled } = this.parent.events;
        const records = new Map(ids.map((id, index) => [id, saved[index]]));
        await this.events.record(
          tx,
          account,
          { type: created, ids, records },
          { type: settled, ids: moved },
        );
        return saved;
      },
      { timeoutMs: bulk ? BULK_TIMEOUT_MS : undefined },
    );
  }

  /** Runs `work` with the payment's parent (and `targetId`) locked; see withLockedParent. */
  private withLockedPayment<Result>(
    accountId: number,
    id: number,
    targetId: number | undefined,
    work: (tx: AccountTx, payment: T['row'], locked: Map<number, Parent>) => Promise<Result>,
  ): Promise<Result> {
    return withLockedParent(
      {
        transaction: (run) => this.payments.transaction(accountId, run),
        find: async (tx) => this.payments.find(this.parent, accountId, id, tx),
        parentId: (payment) => this.parent.columns(payment).parentId,
        lock: (ids, tx) => this.settlement.lock(accountId, ids, tx),
      },
      targetId,
      work,
    );
  }

  /**
   * A payment of a parent a bookkeeping export took never changes (adding one is allowed); the
   * parent is checked under its lock, so an export cannot take it between check and write.
   */
  private assertParentUnlocked(parent: Parent | undefined, write: DocumentWrite): void {
    if (parent) assertExportUnlocked(this.parent.noun, parent, write);
  }

  /** The payments with these IDs as answered, in the order of `ids`. */
  private async saved(accountId: number, ids: number[], tx: AccountTx): Promise<Response[]> {
    const rows = await this.payments.findMany(this.parent, accountId, ids, tx);
    return this.responses(accountId, rows, tx);
  }

  private async responses(
    accountId: number,
    rows: T['row'][],
    tx?: AccountTx,
  ): Promise<Response[]> {
    // After the rows, not beside them: a transaction's connection runs one query at a time.
    const currency = await this.payments.accountCurrency(accountId, tx);
    return rows.map((row) => this.parent.toResponse(row, currency));
  }
}

/**
 * The injectable PaymentsService of one parent, with its settlement (a provider of the module);
 * a subclass per parent names it: `class InvoicePaymentsService extends paymentsService(...) {}`.
 */
export function paymentsService<
  T extends PaymentTableTypes,
  Create extends PaymentCreateInput,
  Response extends object,
  Parent extends PaymentParentRow,
>(
  parent: PaymentParent<T, Create, Response>,
  settlement: Type<PaymentSettlement<Parent>>,
): Type<PaymentsService<T, Create, Response, Parent>> {
  @Injectable()
  class ParentPaymentsService extends PaymentsService<T, Create, Response, Parent> {
    constructor(
      payments: PaymentsRepository,
      @Inject(settlement) settles: PaymentSettlement<Parent>,
      events: DomainEvents,
      readers: RecordReaders,
    ) {
      super(parent, payments, settles, events, readers);
    }
  }
  return ParentPaymentsService;
}
