import { ApiProperty } from '@nestjs/swagger';
import { NullableProperty, TimestampProperty } from '../../common/openapi/response-properties';

/** A letter paper as every `/letter_papers` route answers it (the reference's LetterPaper). */
export class LetterPaperResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'White' }) name!: string;
  @ApiProperty() active!: boolean;
  @NullableProperty(String, {
    description: 'HTML/CSS frame (header, footer, margins); null: plain white paper',
  })
  template!: string | null;
  @NullableProperty(String, {
    description: 'Signed link to the background file, new on every read; null without one',
  })
  file!: string | null;
  @TimestampProperty() created_at!: string;
  @TimestampProperty() updated_at!: string;
}
