import { ResourceController, serviceRoutes } from '../../platform/http';
import { LetterPapersService } from './letter-papers.service';
import { CreateLetterPaperDto } from './dto/create-letter-paper.dto';
import { LetterPaperResponse } from './dto/letter-paper.response';
import { UpdateLetterPaperDto } from './dto/update-letter-paper.dto';
import { ListLetterPapersQuery } from './dto/list-letter-papers.query';

export class LetterPapersController extends ResourceController({
  path: 'letter_papers',
  tag: 'Letter papers',
  service: LetterPapersService,
  routes: serviceRoutes,
  types: {
    query: ListLetterPapersQuery,
    create: CreateLetterPaperDto,
    update: UpdateLetterPaperDto,
    response: LetterPaperResponse,
  },
  operations: {
    list: {
      summary: 'List letter papers',
      description:
        'One plain array without pages, as the reference answers it. Every account has a paper named White (plain paper, the PDF default); it is created on the first list request if missing.',
    },
    update: { summary: 'Update a letter paper; White cannot be renamed or deactivated' },
  },
  delete: {
    method: 'remove',
    answer: 'no-content',
    description: 'Deleted; 422 for the default paper White',
  },
}) {}
