import { Module } from '@nestjs/common';
import { VatCodePurchasesController } from './vat-code-purchases.controller';
import { VatCodePurchasesRepository } from './vat-code-purchases.repository';
import { VatCodePurchasesService } from './vat-code-purchases.service';
import { VatCodeSalesController } from './vat-code-sales.controller';
import { VatCodeSalesRepository } from './vat-code-sales.repository';
import { VatCodeSalesService } from './vat-code-sales.service';

/** `/vat_code_sales` and `/vat_code_purchases`. */
@Module({
  controllers: [VatCodeSalesController, VatCodePurchasesController],
  providers: [
    VatCodeSalesService,
    VatCodeSalesRepository,
    VatCodePurchasesService,
    VatCodePurchasesRepository,
  ],
  exports: [VatCodeSalesRepository, VatCodePurchasesRepository],
})
export class VatCodesModule {}
