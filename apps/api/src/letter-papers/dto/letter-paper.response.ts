import { ApiProperty } from '@nestjs/swagger';

/** A letter paper as every `/letter_papers` route answers it (the reference's LetterPaper). */
export class LetterPaperResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'White' }) name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'HTML/CSS frame (header, footer, margins); null: plain white paper',
  })
  template!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Signed link to the background file, new on every read; null without one',
  })
  file!: string | null;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
