import { Module } from '@nestjs/common';
import { PurchasesModule } from '../purchases.module';
import { PurchaseAssignmentsController } from './purchase-assignments.controller';
import { PurchaseAssignmentsRepository } from './purchase-assignments.repository';
import { PurchaseAssignmentsService } from './purchase-assignments.service';

/** assign_to_project: purchase items as project expenses. */
@Module({
  imports: [PurchasesModule],
  controllers: [PurchaseAssignmentsController],
  providers: [PurchaseAssignmentsService, PurchaseAssignmentsRepository],
})
export class PurchaseAssignmentsModule {}
