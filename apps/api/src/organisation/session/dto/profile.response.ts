import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../platform/openapi';

/** The unit of the profile's user. */
export class ProfileUnitReference {
  @ApiProperty({ example: 11 }) id!: number;
  @ApiProperty({ example: 'Consulting' }) name!: string;
}

/** GET /profile: the user of the API key, as the reference's profile record. */
export class ProfileResponse {
  @ApiProperty({ example: 933590696 }) id!: number;
  @ApiProperty({ example: 'michael@example.com' }) email!: string;
  @ApiProperty({ example: 'Michael Mustermann' }) full_name!: string;
  @ApiProperty({ example: 'Michael' }) first_name!: string;
  @ApiProperty({ example: 'Mustermann' }) last_name!: string;
  @ApiProperty() active!: boolean;
  @ApiProperty({ description: 'External staff, e.g. freelancers' }) external!: boolean;
  @Property.Nullable(String, { description: 'Always null: Faktura stores no avatars' })
  avatar_url!: string | null;
  @ApiProperty({ type: ProfileUnitReference }) unit!: ProfileUnitReference;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
