import { DomainError } from '@faktura/domain';

/**
 * Refuses a delete (a rule error) while any count of `usage` is above zero; `message` words it
 * from the names of the records that still refer to it, in the order `usage` lists them.
 */
export function refuseWhileUsed(
  usage: Record<string, number>,
  message: (usedBy: string) => string,
): void {
  const usedBy = Object.entries(usage)
    .filter(([, count]) => count > 0)
    .map(([resource]) => resource);
  if (usedBy.length > 0) throw DomainError.rule(message(usedBy.join(', ')));
}
