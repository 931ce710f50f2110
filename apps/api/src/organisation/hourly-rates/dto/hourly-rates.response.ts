import { ApiProperty } from '@nestjs/swagger';

/** A rate in one currency. */
export class HourlyRateInCurrency {
  @ApiProperty({ example: 'EUR' }) currency!: string;
  @ApiProperty({ example: 120 }) hourly_rate!: number;
}

/** A task template's rates. */
export class TaskHourlyRates {
  @ApiProperty({ example: 12, description: 'The task template' }) id!: number;
  @ApiProperty({ example: 'Project management' }) name!: string;
  @ApiProperty({ type: [HourlyRateInCurrency] }) rates!: HourlyRateInCurrency[];
}

/** A user's rates. */
export class UserHourlyRates {
  @ApiProperty({ example: 7 }) id!: number;
  @ApiProperty({ example: 'Anna Muster' }) full_name!: string;
  @ApiProperty({ type: [HourlyRateInCurrency] }) rates!: HourlyRateInCurrency[];
}

/** The account's hourly rates: the defaults, per task template and per user, per currency. */
export class HourlyRatesResponse {
  @ApiProperty({
    type: [HourlyRateInCurrency],
    description: "The account's (or the company's) default rate per currency",
  })
  defaults_rates!: HourlyRateInCurrency[];
  @ApiProperty({ type: [TaskHourlyRates], description: 'Every task template, by index' })
  tasks!: TaskHourlyRates[];
  @ApiProperty({ type: [UserHourlyRates], description: 'Users (active ones by default)' })
  users!: UserHourlyRates[];
}
