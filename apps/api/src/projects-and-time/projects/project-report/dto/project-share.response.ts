import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../../platform/openapi';

/** Whether the project's customer report is shared, and its public link. */
export class ProjectShareResponse {
  @ApiProperty({ example: 12, description: "The project's ID" }) id!: number;
  @ApiProperty({ description: 'Whether the public customer report is shared' }) active!: boolean;
  @Property.Nullable(String, {
    example: 'https://faktura.example.com/project_report/3q2-Vb8xP0nZ',
    description: 'Public page (no API key) with the report; null while not shared',
  })
  url!: string | null;
}
