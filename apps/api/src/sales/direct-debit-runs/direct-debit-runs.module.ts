import { Module } from '@nestjs/common';
import { DirectDebitRunsController } from './direct-debit-runs.controller';
import { DirectDebitRunsRepository } from './direct-debit-runs.repository';
import { DirectDebitRunsService } from './direct-debit-runs.service';
import { CreateDirectDebitRunUseCase } from './use-cases/create-direct-debit-run.use-case';

/** `/invoices/direct_debit_runs`: SEPA direct debits from customers. */
@Module({
  controllers: [DirectDebitRunsController],
  providers: [DirectDebitRunsService, DirectDebitRunsRepository, CreateDirectDebitRunUseCase],
  exports: [DirectDebitRunsService],
})
export class DirectDebitRunsModule {}
