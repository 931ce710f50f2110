import { ApiProperty } from '@nestjs/swagger';
import { CompanyType } from '@faktura/db';

/**
 * The shapes of the references many records embed (a user, `{id, name}`, a company, a project).
 * Each resource keeps its own schema name in the OpenAPI document by a one-line subclass
 * (`export class OfferUserReference extends UserReferenceBase {}`); clients generated from the
 * document know those names. A base class itself never appears in the document.
 */

/** `{id, firstname, lastname}` of a user. */
export class UserReferenceBase {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
}

/** `{id, name}` of a company, deal, contact person or project group; `idExample` as documented. */
export function NamedReferenceBase(idExample: number) {
  class NamedReference {
    @ApiProperty({ example: idExample }) id!: number;
    @ApiProperty({ example: 'Beispiel AG' }) name!: string;
  }
  return NamedReference;
}

/** `{id, type, name}` of a company: a customer, supplier or organization. */
export class CompanyReferenceBase {
  @ApiProperty({ example: 12 }) id!: number;
  @ApiProperty({ enum: CompanyType }) type!: CompanyType;
  @ApiProperty({ example: 'Beispiel AG' }) name!: string;
}

/** `{id, identifier, name, billable}` of the project an activity or an expense belongs to. */
export class BillableProjectReferenceBase {
  @ApiProperty({ example: 3 }) id!: number;
  @ApiProperty({ example: 'P260001' }) identifier!: string;
  @ApiProperty({ example: 'Website relaunch' }) name!: string;
  @ApiProperty() billable!: boolean;
}
