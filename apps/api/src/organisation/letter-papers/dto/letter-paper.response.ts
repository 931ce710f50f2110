import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** A letter paper as every `/letter_papers` route answers it (the reference's LetterPaper). */
export class LetterPaperResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'White' }) name!: string;
  @ApiProperty() active!: boolean;
  @Property.Nullable(String, {
    description: 'HTML/CSS frame (header, footer, margins); null: plain white paper',
  })
  template!: string | null;
  @Property.Nullable(String, {
    description: 'Signed link to the background file, new on every read; null without one',
  })
  file!: string | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
