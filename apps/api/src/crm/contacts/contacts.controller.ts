import { ResourceController, serviceRoutes } from '../../platform/http';
import { ContactsService } from './contacts.service';
import { ContactResponse } from './dto/contact.response';
import { CreateContactDto } from './dto/create-contact.dto';
import { UpdateContactDto } from './dto/update-contact.dto';
import { ListContactsQuery } from './dto/list-contacts.query';
export class ContactsController extends ResourceController({
  path: 'contacts/people',
  tag: 'Contacts',
  service: ContactsService,
  routes: serviceRoutes,
  types: {
    query: ListContactsQuery,
    create: CreateContactDto,
    update: UpdateContactDto,
    response: ContactResponse,
  },
  delete: { method: 'delete', answer: 'no-content', description: 'Deleted' },
}) {}
