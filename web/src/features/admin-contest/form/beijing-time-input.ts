import { beijingWallClockToMs, formatBeijingTime } from '../../../lib/beijing-time';

/*
 * The form's start and end are typed as wall-clock times at UTC+8, the zone every screen shows
 * (`lib/beijing-time.ts`), whatever the browser's own zone is: a `datetime-local` input's text is read
 * and written with UTC fields shifted by eight hours, never with the browser's local ones.
 */
const inputPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `YYYY-MM-DDTHH:mm[:ss]` text at UTC+8 as an instant in milliseconds; null when it is not one. */
export function beijingInputToMs(text: string): number | null {
  const match = inputPattern.exec(text.trim());
  return match ? beijingWallClockToMs(match.slice(1)) : null;
}

/** An instant as the input's text at UTC+8, to the minute (to the second when it has seconds). */
export function msToBeijingInput(ms: number): string {
  const instant = new Date(ms);
  const precision = instant.getUTCSeconds() === 0 ? 'minute' : 'second';
  return formatBeijingTime(instant.toISOString(), precision).replace(' ', 'T');
}

/** The stored ISO time as the input's text; empty for a text that is not a time. */
export function isoToBeijingInput(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : msToBeijingInput(ms);
}
