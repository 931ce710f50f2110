import { IntField, TextField } from '../../../platform/input';

/** The body of POST /deal_categories. */
export class CreateDealCategoryDto {
  @TextField({
    maxLength: 255,
    example: 'Offer sent',
    description: 'Unique among the deal categories of the account',
  })
  name!: string;

  @IntField({ min: 0, max: 100, example: 60, description: 'Win probability in percent (0-100)' })
  probability!: number;
}
