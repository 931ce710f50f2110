import { Module } from '@nestjs/common';
import { ApprovalsController } from './approvals.controller';
import { ApprovalsRepository } from './approvals.repository';
import { ApprovalsService } from './approvals.service';
import { PurchaseApprovalsController } from './purchase-approvals.controller';
import { PurchaseApprovalsRepository } from './purchase-approvals.repository';
import { PurchaseApprovalsService } from './purchase-approvals.service';

/** Approval requests of purchases: /purchases/{id}/approvals and the reference's /approvals. */
@Module({
  controllers: [PurchaseApprovalsController, ApprovalsController],
  providers: [
    PurchaseApprovalsService,
    PurchaseApprovalsRepository,
    ApprovalsService,
    ApprovalsRepository,
  ],
})
export class PurchaseApprovalsModule {}
