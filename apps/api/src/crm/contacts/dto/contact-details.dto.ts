import { ApiDateField, EmailField, TextField } from '../../../platform/input';

const PHONE = { maxLength: 100, nullable: true } as const;
const ADDRESS = { maxLength: 2000, nullable: true, description: 'Multi-line postal address' };
const DATE = { nullable: true, example: '1984-02-29' } as const;

/** How to reach a contact person, at work and at home. */
export abstract class ContactDetailsDto {
  @EmailField({ nullable: true, example: 'anna@example.com' }) work_email?: string | null;

  @EmailField({ nullable: true, deprecated: true, description: 'Alias of work_email' })
  email?: string | null;

  @TextField(PHONE) work_phone?: string | null;
  @TextField(PHONE) work_fax?: string | null;
  @TextField(PHONE) mobile_phone?: string | null;
  @TextField(ADDRESS) work_address?: string | null;
  @EmailField({ nullable: true }) home_email?: string | null;
  @TextField(ADDRESS) home_address?: string | null;
  @ApiDateField(DATE) birthday?: string | null;
  @ApiDateField({ ...DATE, description: 'Alias of birthday' }) bday?: string | null;
}
