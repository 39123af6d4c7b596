/**
 * The one rule for times on screen: the server stores UTC and spec §9 shifts display times by plus
 * 8 hours, so every screen shows the wall-clock time at UTC+8, whatever the browser's own zone is.
 * The shift is applied to the UTC fields, never to the browser's local ones.
 */
const shiftMs = 8 * 60 * 60 * 1000;

/** How much of the time to show: the day, down to the minute, or down to the second. */
export type BeijingTimePrecision = 'day' | 'minute' | 'second';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as `YYYY-MM-DD[ HH:mm[:ss]]` at UTC+8; a dash for a text that is not a time. */
export function formatBeijingTime(iso: string, precision: BeijingTimePrecision = 'second'): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '-';
  const shifted = new Date(instant + shiftMs);
  const day = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  if (precision === 'day') return day;
  const minute = `${day} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
  return precision === 'minute' ? minute : `${minute}:${pad(shifted.getUTCSeconds())}`;
}

/**
 * The instant of a wall-clock time at UTC+8 given as its digit groups (year, month from 1, day,
 * hour, minute, second; a missing group is 0), in milliseconds; null for a time that does not exist
 * (31 February, 24:00, minute 75), which Date.UTC would roll over into the next one.
 */
export function beijingWallClockToMs(groups: readonly (string | undefined)[]): number | null {
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = groups.map((part) =>
    Number(part ?? 0),
  );
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(wallClock);
  const exists =
    back.getUTCFullYear() === year &&
    back.getUTCMonth() === month - 1 &&
    back.getUTCDate() === day &&
    back.getUTCHours() === hour &&
    back.getUTCMinutes() === minute &&
    back.getUTCSeconds() === second;
  return exists ? wallClock - shiftMs : null;
}
