import { ApiProperty } from '@nestjs/swagger';

/** A letter paper as lists return it (without the HTML, which can be large). */
export class LetterPaperResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'White' }) name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}

/** One letter paper with its HTML/CSS frame: GET /{id}, create and update. */
export class LetterPaperDetailResponse extends LetterPaperResponse {
  @ApiProperty({ type: String, nullable: true, description: 'null: plain white paper' })
  html!: string | null;
}
