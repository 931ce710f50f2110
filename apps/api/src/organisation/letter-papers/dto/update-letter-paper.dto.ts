import { PartialType } from '@nestjs/swagger';
import { CreateLetterPaperDto } from './create-letter-paper.dto';

/** Every field optional; only the ones sent change. null stays invalid for non-null fields. */
export class UpdateLetterPaperDto extends PartialType(CreateLetterPaperDto, {
  skipNullProperties: false,
}) {}
