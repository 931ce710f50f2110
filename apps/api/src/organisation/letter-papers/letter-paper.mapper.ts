import type { LetterPaper } from '@faktura/db';
import { apiTimestamp } from '../../platform/serialization';
import type { CreateLetterPaperDto } from './dto/create-letter-paper.dto';
import type { LetterPaperResponse } from './dto/letter-paper.response';

/** The reference's LetterPaper; `fileUrl` signs the link to the background file. */
export function toLetterPaperResponse(
  paper: LetterPaper,
  fileUrl: (fileId: number) => string,
): LetterPaperResponse {
  return {
    id: paper.id,
    name: paper.name,
    active: paper.active,
    template: paper.html,
    file: paper.fileId === null ? null : fileUrl(paper.fileId),
    created_at: apiTimestamp(paper.createdAt),
    updated_at: apiTimestamp(paper.updatedAt),
  };
}

/** The template sent: `template`, or Faktura's earlier name `html`; undefined when neither. */
export function templateOf(input: Partial<CreateLetterPaperDto>): string | null | undefined {
  return input.template !== undefined ? input.template : input.html;
}
