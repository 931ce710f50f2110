import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { BooleanField, IdField } from '../../../../platform/input';

const ACCOUNT_DEFAULT = {
  allowNull: true,
  description: "Overrides the account's default only when sent",
} as const;

/** The body of POST /purchases/{id}/assign_to_project: one item to one project expense. */
export class AssignToProjectDto {
  @IdField({ example: 41, description: 'An item of this purchase' }) item_id!: number;

  @IdField({ example: 7, description: 'A project in the currency of the purchase' })
  project_id!: number;

  @IdField({
    nullable: true,
    description: 'An unbilled expense of the project to link; empty creates a new one',
  })
  expense_id?: number | null;

  @BooleanField({
    allowNull: true,
    description: 'E-mail the project leader when an expense is created',
  })
  notify_project_leader?: boolean;

  @ApiPropertyOptional({
    oneOf: [{ type: 'boolean' }, { type: 'number' }],
    description:
      "Apply the account's purchase surcharge to the price. The reference documents a number: " +
      '0 is false, any other number true',
  })
  @IsOptional()
  // Clients of the reference send `surcharge: 0`; the percentage itself is the account's.
  @Transform(({ value }: { value: unknown }) => (typeof value === 'number' ? value !== 0 : value))
  @IsBoolean()
  surcharge?: boolean;

  @BooleanField(ACCOUNT_DEFAULT) billable?: boolean;
  @BooleanField(ACCOUNT_DEFAULT) budget_relevant?: boolean;
}
