import { ApiProperty } from '@nestjs/swagger';

/** POST /session's answer: a new API key of the user. */
export class SessionResponse {
  @ApiProperty({
    example: 'fk_Ab3-x_9ZqQ0rT5uV7wX1yZ2aB4cD6eF8gH0iJ2kL4m',
    description:
      'A new API key for `Authorization: Token token=...`, full or read-only as the role allows; shown only here',
  })
  api_key!: string;

  @ApiProperty({ example: 933590696, description: 'The user who logged in' }) user_id!: number;
}

/** GET /session's answer: whose key it is. */
export class SessionIdentityResponse {
  @ApiProperty({ example: 933590696, description: "The key's user" }) id!: number;

  @ApiProperty({
    format: 'uuid',
    example: '7a60719d-912d-43e4-a1dc-7480effb4db0',
    description: "The user's stable UUID",
  })
  uuid!: string;
}
