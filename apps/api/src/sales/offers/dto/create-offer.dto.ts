import { CUSTOM_PROPERTIES_DESCRIPTION, CurrencyField, IdField } from '../../../platform/input';
import { SalesDocumentDto } from '../../../shared/sales-documents';
import { OfferPositionDto } from './offer-position.dto';

/** The body of POST /offers. */
export class CreateOfferDto extends SalesDocumentDto({
  position: OfferPositionDto,
  items: 'On update: replaces every position',
  examples: { title: 'Website relaunch', discount: 10, tags: ['web'] },
  richText: 'Rich text; may use variables',
  customProperties: CUSTOM_PROPERTIES_DESCRIPTION,
  changeAddress: ['offer', 'customer'],
}) {
  @IdField({
    nullable: true,
    description: "Replaced by the project's company when project_id is given",
  })
  company_id?: number | null;

  @IdField({ nullable: true }) deal_id?: number | null;
  @IdField({ nullable: true }) project_id?: number | null;

  @CurrencyField({
    allowNull: true,
    example: 'CHF',
    description:
      'Required when none of company_id, deal_id, project_id is given; must match project and deal',
  })
  currency?: string;

  @IdField({ nullable: true, description: 'A contact of the account' })
  contact_id?: number | null;
}
