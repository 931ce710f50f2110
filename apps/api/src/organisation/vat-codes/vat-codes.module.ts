import { Module } from '@nestjs/common';
import { VatCodePurchasesController } from './vat-code-purchases.controller';
import { VatCodeSalesController } from './vat-code-sales.controller';
import { VatCodesRepository } from './vat-codes.repository';
import { VatCodesService } from './vat-codes.service';

/** `/vat_code_sales` and `/vat_code_purchases`: one implementation, two sides. */
@Module({
  controllers: [VatCodeSalesController, VatCodePurchasesController],
  providers: [VatCodesService, VatCodesRepository],
})
export class VatCodesModule {}
