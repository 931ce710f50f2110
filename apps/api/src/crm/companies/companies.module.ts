import { Module } from '@nestjs/common';
import { UsersModule } from '../../organisation/users';
import { CompaniesController } from './companies.controller';
import { CompaniesRepository } from './companies.repository';
import { CompaniesService } from './companies.service';
import { CompanyInputResolver } from './company-input.resolver';
import { CompanyReferencesRepository } from './company-references.repository';

@Module({
  imports: [UsersModule],
  controllers: [CompaniesController],
  providers: [
    CompaniesService,
    CompaniesRepository,
    CompanyInputResolver,
    CompanyReferencesRepository,
  ],
  exports: [CompaniesService],
})
export class CompaniesModule {}
