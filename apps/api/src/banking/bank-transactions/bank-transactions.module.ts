import { Module } from '@nestjs/common';
import { PaymentRunsModule } from '../../purchasing/payment-runs';
import { PurchasePaymentsModule } from '../../purchasing/purchases';
import { DirectDebitRunsModule } from '../../sales/direct-debit-runs';
import { InvoicePaymentsModule } from '../../sales/invoices';
import { BankMatchApplier } from './bank-match.applier';
import { BankMatchContextRepository } from './bank-match-context.repository';
import { BankPaymentsBooker } from './bank-payments.booker';
import { BankTransactionsController } from './bank-transactions.controller';
import { BankTransactionsRepository } from './bank-transactions.repository';
import { BankTransactionsService } from './bank-transactions.service';
import { SepaInstructionsSettler } from './sepa-instructions.settler';

/** Bank transactions (/bank_transactions) and the matching and booking the import uses. */
@Module({
  imports: [
    InvoicePaymentsModule,
    PurchasePaymentsModule,
    PaymentRunsModule,
    DirectDebitRunsModule,
  ],
  controllers: [BankTransactionsController],
  providers: [
    BankTransactionsService,
    BankTransactionsRepository,
    BankPaymentsBooker,
    BankMatchApplier,
    BankMatchContextRepository,
    SepaInstructionsSettler,
  ],
  exports: [BankTransactionsRepository, BankMatchApplier, BankMatchContextRepository],
})
export class BankTransactionsModule {}
