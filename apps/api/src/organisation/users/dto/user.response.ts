import { ApiProperty } from '@nestjs/swagger';
import { UserReferenceBase, Property } from '../../../platform/openapi';
/** The user's role (one of GET /users/roles). */
export class UserRoleReference {
  @ApiProperty({ example: 1 }) id!: number;
  @ApiProperty({ example: 'Administrator' }) name!: string;
}

/** The user's unit. */
export class UserUnitReference {
  @ApiProperty({ example: 11 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
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
  @Property.Nullable(UserRoleReference, {
    description: 'What its API keys may do (GET /users/roles); never null in Faktura',
  })
  role!: UserRoleReference | null;
  @ApiProperty({ type: UserUnitReference, description: 'Every user is in exactly one unit' })
  unit!: UserUnitReference;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
