import { Module } from '@nestjs/common';
import { BankTransactionsModule } from '../bank-transactions';
import { BankStatementsController } from './bank-statements.controller';
import { BankStatementsRepository } from './bank-statements.repository';
import { BankStatementsService } from './bank-statements.service';

/** Bank statements (/bank_statements): the import of bank files. */
@Module({
  imports: [BankTransactionsModule],
  controllers: [BankStatementsController],
  providers: [BankStatementsService, BankStatementsRepository],
})
export class BankStatementsModule {}
