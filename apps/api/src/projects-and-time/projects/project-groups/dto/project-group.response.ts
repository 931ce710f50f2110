import { ApiProperty } from '@nestjs/swagger';
import { NamedReferenceBase, Property, UserReferenceBase } from '../../../../platform/openapi';

/** `{id, name}` of the group's company. */
export class ProjectGroupCompany extends NamedReferenceBase(12) {}

/** The group's responsible user. */
export class ProjectGroupUser extends UserReferenceBase {}

/** A project of the group. */
export class ProjectGroupProject {
  @ApiProperty({ example: 3 }) id!: number;
  @Property.Nullable(String, { example: 'P260001' }) identifier!: string | null;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
  @ApiProperty() active!: boolean;
  @Property.Nullable(Number, { example: 18200, description: "In the project's currency" })
  budget!: number | null;
}

/** A project group as the API returns it (the reference's project group record). */
export class ProjectGroupResponse {
  @ApiProperty({ example: 4 }) id!: number;
  @ApiProperty({ example: 'Relaunch programme' }) name!: string;
  @Property.Nullable(ProjectGroupUser) user!: ProjectGroupUser | null;
  @Property.Nullable(ProjectGroupCompany) company!: ProjectGroupCompany | null;
  @ApiProperty({ example: 50000 }) budget!: number;
  @Property.Nullable(String, { example: 'EUR' }) currency!: string | null;
  @Property.Nullable(String) info!: string | null;
  @Property.CustomProperties({
    example: {},
    description: 'Always empty: Faktura has no custom fields of project groups',
  })
  custom_properties!: Record<string, unknown>;
  @ApiProperty({
    type: String,
    nullable: true,
    example: null,
    description: 'Always null: Faktura has no customer reports',
  })
  customer_report_url!: string | null;
  @ApiProperty({ type: [ProjectGroupProject], description: 'Its projects, by id' })
  projects!: ProjectGroupProject[];
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
