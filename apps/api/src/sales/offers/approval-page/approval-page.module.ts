import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import { urlencoded } from 'express';
import { DocumentsModule } from '../../../shared/document-pdfs';
import { OffersModule } from '../offers.module';
import { ApprovalPageController } from './approval-page.controller';
import { ApprovalPageService } from './approval-page.service';

/** Paths of the public page; bootstrap keeps them out of the /api/v1 prefix. */
export const APPROVAL_PAGE_ROUTES = [
  { path: 'approval/:token', method: RequestMethod.ALL },
  { path: 'approval/:token/offer.pdf', method: RequestMethod.GET },
];

/** The public approval page; the only place that reads HTML form posts. */
@Module({
  imports: [OffersModule, DocumentsModule],
  controllers: [ApprovalPageController],
  providers: [ApprovalPageService],
})
export class ApprovalPageModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 }))
      .forRoutes({ path: 'approval/:token', method: RequestMethod.POST });
  }
}
