import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PresentIfSent } from '../../common/input/input-transforms';

export class CreateLetterPaperDto {
  @ApiProperty({ example: 'Letterhead 2027', description: 'Unique per account' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  name!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'HTML/CSS frame (header, footer, margins) the PDF renderer puts around documents',
  })
  @IsOptional()
  @IsString()
  template?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    deprecated: true,
    description: "Faktura's earlier name of `template`; `template` wins when both are sent",
  })
  @IsOptional()
  @IsString()
  html?: string | null;

  @ApiPropertyOptional({ default: true })
  @PresentIfSent()
  @IsBoolean()
  active?: boolean;
}
