import { ApiProperty } from '@nestjs/swagger';

/** A user as the API returns it. */
export class UserResponse {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna' }) firstname!: string;
  @ApiProperty({ example: 'Muster' }) lastname!: string;
  @ApiProperty({ example: 'anna@example.com' }) email!: string;
  @ApiProperty({ type: String, nullable: true, example: '+41 44 000 00 00' }) phone!: string | null;
  @ApiProperty() active!: boolean;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) created_at!: string;
  @ApiProperty({ example: '2026-11-22T09:15:04Z' }) updated_at!: string;
}
