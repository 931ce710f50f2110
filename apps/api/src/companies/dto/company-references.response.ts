import { ApiProperty } from '@nestjs/swagger';

/** The user responsible for a company. */
export class CompanyUserReference {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

/** One project of a company. */
export class CompanyProjectReference {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ type: String, nullable: true, example: 'P260001' }) identifier!: string | null;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty() billable!: boolean;
}
