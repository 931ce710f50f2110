import { Module } from '@nestjs/common';
import { CompaniesModule } from '../companies';
import { UsersModule } from '../../organisation/users';
import { ContactsController } from './contacts.controller';
import { ContactsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';

@Module({
  imports: [CompaniesModule, UsersModule],
  controllers: [ContactsController],
  providers: [ContactsService, ContactsRepository],
})
export class ContactsModule {}
