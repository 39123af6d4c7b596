/*
 * The scroll board's two calls write dates as `yyyy/MM/dd HH:mm:ss` at GMT+8 (contract §1: these
 * value objects only), to the second. The resolver compares them with the contest's start and seal
 * on one clock, so each is read back into an ISO instant here, once.
 */
const datePattern = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const gmt8OffsetMs = 8 * 3600 * 1000;

/** `2026/05/01 16:00:00` (GMT+8) → `2026-05-01T08:00:00.000Z`; throws naming the field otherwise. */
export function isoOfScrollBoardDate(text: string, field: string): string {
  const parts = datePattern.exec(text);
  if (!parts) throw new RangeError(`${field} is not a yyyy/MM/dd HH:mm:ss date: ${JSON.stringify(text)}`);
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  const instant = new Date(wallClock - gmt8OffsetMs);
  // Date.UTC rolls 2026/02/30 over into March; a date that does not exist is refused instead.
  const readBack = new Date(wallClock);
  if (readBack.getUTCMonth() !== month - 1 || readBack.getUTCDate() !== day || hour > 23 || minute > 59)
    throw new RangeError(`${field} is not a date that exists: ${JSON.stringify(text)}`);
  return instant.toISOString();
}
