import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

const AREA = { enum: ['write', 'read'], example: 'write' } as const;

/** What the role may do in each area: `write` (full API keys) or `read` (read-only keys). */
export class UserRolePermission {
  @ApiProperty(AREA) report!: string;
  @ApiProperty(AREA) companies!: string;
  @ApiProperty(AREA) contacts!: string;
  @ApiProperty(AREA) people!: string;
  @ApiProperty(AREA) purchases!: string;
  @ApiProperty(AREA) settings!: string;
  @ApiProperty(AREA) sales!: string;
  @ApiProperty(AREA) projects!: string;
  @ApiProperty(AREA) calendar!: string;
  @ApiProperty(AREA) time_tracking!: string;
  @ApiProperty(AREA) invoicing!: string;
}

/** One of the fixed roles, as the reference's role record. */
export class UserRoleResponse {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Administrator' }) name!: string;
  @ApiProperty({ description: 'The role of new users that name none' }) is_default!: boolean;
  @ApiProperty() is_admin!: boolean;
  @ApiProperty({ type: UserRolePermission }) permission!: UserRolePermission;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
