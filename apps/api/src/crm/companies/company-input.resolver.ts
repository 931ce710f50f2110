import { Injectable } from '@nestjs/common';
import { FieldErrorCollector, toPercentage } from '@faktura/domain';
import type { AccountTx } from '../../platform/database';
import { CompaniesRepository } from './companies.repository';
import { CompanyReferencesRepository } from './company-references.repository';
import { UsersService } from '../../organisation/users';
import type { UpdateCompanyDto } from './dto/update-company.dto';

/** The columns of a company that depend on other records of the account. */
export interface CompanyReferenceColumns {
  currency?: string;
  customerVatCodeId?: number | null;
  supplierVatCodeId?: number | null;
  userId?: number | null;
}

interface VatFields {
  idField: 'customer_vat_code_id' | 'supplier_vat_code_id';
  taxField: 'customer_tax' | 'supplier_tax';
  byId: (id: number) => Promise<{ id: number; active: boolean } | null>;
  byRate: (rate: string) => Promise<{ id: number } | null>;
}

/**
 * Checks what a company input refers to (currency, default VAT codes, responsible user) and
 * collects every problem, so one 422 names them all. A record of another account reads exactly
 * like a missing one.
 */
@Injectable()
export class CompanyInputResolver {
  constructor(
    private readonly companies: CompaniesRepository,
    private readonly refs: CompanyReferencesRepository,
    private readonly users: UsersService,
  ) {}

  /** On create an absent currency becomes the account's default; on update it stays. */
  async resolve(
    accountId: number,
    input: UpdateCompanyDto,
    creating: boolean,
    tx: AccountTx,
  ): Promise<CompanyReferenceColumns> {
    const errors = new FieldErrorCollector();
    const currency =
      creating || input.currency !== undefined
        ? await this.currency(accountId, input.currency ?? null, tx, errors)
        : undefined;
    const customerVatCodeId = await this.vatCode(input, errors, {
      idField: 'customer_vat_code_id',
      taxField: 'customer_tax',
      byId: (id) => this.refs.salesVatCode(id, tx),
      byRate: (rate) => this.refs.salesVatCodeByRate(rate, tx),
    });
    const supplierVatCodeId = await this.vatCode(input, errors, {
      idField: 'supplier_vat_code_id',
      taxField: 'supplier_tax',
      byId: (id) => this.refs.purchaseVatCode(id, tx),
      byRate: (rate) => this.refs.purchaseVatCodeByRate(rate, tx),
    });
    const userId = await this.user(accountId, input.user_id, tx, errors);
    errors.throwIfAny();
    return { currency, customerVatCodeId, supplierVatCodeId, userId };
  }

  /** The account's default when none is given, else one of its currencies. */
  private async currency(
    accountId: number,
    wanted: string | null,
    tx: AccountTx,
    errors: FieldErrorCollector,
  ): Promise<string | undefined> {
    const { currencies, defaultCurrency } = await this.companies.currencies(accountId, tx);
    if (wanted === null) return defaultCurrency;
    if (currencies.includes(wanted)) return wanted;
    errors.add('currency', 'is not a currency of the account');
    return undefined;
  }

  /**
   * The code ID wins over the deprecated rate shortcut, which takes the account's oldest active
   * code of kind `tax` with that rate. Deactivated codes stay where they are set, but cannot be
   * set anew.
   */
  private async vatCode(
    input: UpdateCompanyDto,
    errors: FieldErrorCollector,
    fields: VatFields,
  ): Promise<number | null | undefined> {
    const id = input[fields.idField];
    if (id !== undefined) {
      if (id === null) return null;
      const code = await fields.byId(id);
      if (!code) errors.add(fields.idField, 'does not exist');
      else if (!code.active) errors.add(fields.idField, 'is not active');
      return code?.id;
    }
    const tax = input[fields.taxField];
    if (tax === undefined || tax === null) return tax;
    const code = await fields.byRate(toPercentage(tax, fields.taxField).toString());
    if (!code) errors.add(fields.taxField, 'matches no active VAT code of kind tax');
    return code?.id;
  }

  private async user(
    accountId: number,
    userId: number | null | undefined,
    tx: AccountTx,
    errors: FieldErrorCollector,
  ): Promise<number | null | undefined> {
    if (userId === undefined || userId === null) return userId;
    const problem = await this.users.assignmentProblem(accountId, userId, tx);
    if (problem) errors.add('user_id', problem);
    return userId;
  }
}
