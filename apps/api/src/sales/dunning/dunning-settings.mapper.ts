import type { DunningSettings } from '@faktura/db';
import { DEFAULT_DUNNING_LEVELS, toApiNumber, type DunningLevel } from '@faktura/domain';
import { apiTimestamp } from '../../platform/serialization';
import type { DunningSettingsResponse } from './dto/dunning-settings.response';

/** The stored levels of a settings row, the defaults while there is none. */
export function levelsOf(row: DunningSettings | null): DunningLevel[] {
  return row ? (row.levels as unknown as DunningLevel[]) : [...DEFAULT_DUNNING_LEVELS];
}

/** GET /account/dunning: the row, or dunning off with the default levels. */
export function toDunningSettingsResponse(row: DunningSettings | null): DunningSettingsResponse {
  return {
    enabled: row?.enabled ?? false,
    send_email: row?.sendEmail ?? false,
    levels: levelsOf(row).map((level) => ({
      days: level.days,
      fee: toApiNumber(level.fee),
      interest: level.interest,
      texts: level.texts,
    })),
    updated_at: row ? apiTimestamp(row.updatedAt) : null,
  };
}
