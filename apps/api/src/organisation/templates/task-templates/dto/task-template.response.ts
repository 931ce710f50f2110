import { ApiProperty } from '@nestjs/swagger';
import { Property } from '../../../../platform/openapi';
import { TemplateRevenueCategoryReference } from '../../template-revenue-category';

/** A task template as the reference answers it. */
export class TaskTemplateResponse {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ example: 'Project management' }) name!: string;
  @Property.Nullable(String) description!: string | null;
  @Property.Nullable(TemplateRevenueCategoryReference)
  revenue_category!: TemplateRevenueCategoryReference | null;
  @ApiProperty() billable!: boolean;
  @ApiProperty({ description: 'Whether new projects get a task from this template' })
  project_default!: boolean;
  @ApiProperty({ example: 0, description: "Position in the account's list of templates" })
  index!: number;
  @Property.Timestamp() created_at!: string;
  @Property.Timestamp() updated_at!: string;
}
