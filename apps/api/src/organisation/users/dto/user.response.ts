import { ApiProperty } from '@nestjs/swagger';
import { UserReferenceBase, Property } from '../../../platform/openapi';
/** A role or unit of the reference; Faktura has neither, so both are always null. */
export class UserGroupReference {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Admin' }) name!: string;
}

const TEXT = { type: String, nullable: true } as const;

/** A user as the API returns it: the reference's record. */
export class UserResponse extends UserReferenceBase {
  @ApiProperty() active!: boolean;
  @ApiProperty({ description: 'External staff, e.g. freelancers' }) extern!: boolean;
  @ApiProperty({ example: 'anna@example.com' }) email!: string;
  @ApiProperty(TEXT) mobile_phone!: string | null;
  @ApiProperty({ ...TEXT, example: '+41 44 000 00 00' }) work_phone!: string | null;
  @ApiProperty({ ...TEXT, description: 'Multi-line postal address' }) home_address!: string | null;
  @ApiProperty(TEXT) info!: string | null;
  @ApiProperty({ ...TEXT, example: '1984-02-29' }) birthday!: string | null;
  @ApiProperty({ ...TEXT, example: 'CH9300762011623852957' }) iban!: string | null;
  @ApiProperty({ ...TEXT, description: 'Always null: Faktura stores no avatars' })
  avatar_url!: string | null;
  @Property.Tags() tags!: string[];
  @Property.CustomProperties() custom_properties!: Record<string, unknown>;
  @ApiProperty({ ...TEXT, description: 'Accounting number for refunds', example: '70010' })
  credit_number!: string | null;
  @Property.Nullable(UserGroupReference, { description: 'Always null: no roles' })
  role!: UserGroupReference | null;
  @Property.Nullable(UserGroupReference, { description: 'Always null: no units' })
  unit!: UserGroupReference | null;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
