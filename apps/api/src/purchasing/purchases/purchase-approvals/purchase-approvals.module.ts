import { Module } from '@nestjs/common';
import { PurchaseApprovalsController } from './purchase-approvals.controller';
import { PurchaseApprovalsRepository } from './purchase-approvals.repository';
import { PurchaseApprovalsService } from './purchase-approvals.service';

/** Approval requests of purchases (/purchases/{id}/approvals). */
@Module({
  controllers: [PurchaseApprovalsController],
  providers: [PurchaseApprovalsService, PurchaseApprovalsRepository],
})
export class PurchaseApprovalsModule {}
