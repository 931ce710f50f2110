import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';

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
  html?: string | null;

  @ApiPropertyOptional({ default: true })
  @ValidateIf((_object: object, value: unknown) => value !== undefined)
  @IsBoolean()
  active?: boolean;
}
