import { beijingWallClockToMs } from '../../../lib/beijing-time';

/*
 * The scroll board's two calls write dates as `yyyy/MM/dd HH:mm:ss` at GMT+8 (contract §1: these
 * value objects only), to the second. The resolver compares them with the contest's start and seal
 * on one clock, so each is read back into an ISO instant here, once.
 */
const datePattern = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `2026/05/01 16:00:00` (GMT+8) → `2026-05-01T08:00:00.000Z`; throws naming the field otherwise. */
export function isoOfScrollBoardDate(text: string, field: string): string {
  const parts = datePattern.exec(text);
  if (!parts) throw new RangeError(`${field} is not a yyyy/MM/dd HH:mm:ss date: ${JSON.stringify(text)}`);
  const instant = beijingWallClockToMs(parts.slice(1));
  if (instant === null) throw new RangeError(`${field} is not a date that exists: ${JSON.stringify(text)}`);
  return new Date(instant).toISOString();
}
