import { BooleanField, TextField } from '../../../platform/input';

export class CreateLetterPaperDto {
  @TextField({ maxLength: 255, example: 'Letterhead 2027', description: 'Unique per account' })
  name!: string;

  @TextField({
    nullable: true,
    description: 'HTML/CSS frame (header, footer, margins) the PDF renderer puts around documents',
  })
  template?: string | null;

  @TextField({
    nullable: true,
    deprecated: true,
    description: "Faktura's earlier name of `template`; `template` wins when both are sent",
  })
  html?: string | null;

  @BooleanField({ optional: true, default: true }) active?: boolean;
}
