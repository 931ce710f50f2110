import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
} from 'class-validator';

export class CreateProjectTaskDto {
  @ApiProperty({ example: 'Design' }) @IsString() @IsNotEmpty() @MaxLength(255) name!: string;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() billable?: boolean;
  @ApiPropertyOptional({ default: true }) @IsOptional() @IsBoolean() active?: boolean;
  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 150,
    description: "Hourly rate of the task's activities; null uses the project's rate",
  })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false })
  @Min(0)
  @Max(1e12)
  hourly_rate?: number | null;
}
