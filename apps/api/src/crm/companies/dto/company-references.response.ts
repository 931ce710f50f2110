import { ApiProperty } from '@nestjs/swagger';
import { UserReferenceBase, Property } from '../../../platform/openapi';
/** The user responsible for a company. */
export class CompanyUserReference extends UserReferenceBase {}

/** One project of a company. */
export class CompanyProjectReference {
  @ApiProperty({ example: 3 }) id!: number;
  @Property.Nullable(String, { example: 'P260001' }) identifier!: string | null;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty() billable!: boolean;
}
