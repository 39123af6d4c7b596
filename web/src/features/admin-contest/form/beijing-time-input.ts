/*
 * The form's start and end are typed as wall-clock times at UTC+8, the zone every screen shows
 * (`lib/beijing-time.ts`), whatever the browser's own zone is: a `datetime-local` input's text is read
 * and written with UTC fields shifted by eight hours, never with the browser's local ones.
 */
const shiftMs = 8 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

const inputPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A `YYYY-MM-DDTHH:mm[:ss]` text at UTC+8 as an instant in milliseconds; null when it is not one. */
export function beijingInputToMs(text: string): number | null {
  const match = inputPattern.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const ms = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(ms);
  // Date.UTC rolls a 31 February over into March: such a text is not a time.
  if (back.getUTCDate() !== day || back.getUTCMonth() !== month - 1) return null;
  return ms - shiftMs;
}

/** An instant as the input's text at UTC+8, to the minute (to the second when it has seconds). */
export function msToBeijingInput(ms: number): string {
  const shifted = new Date(ms + shiftMs);
  const minute = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}T${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
  const seconds = shifted.getUTCSeconds();
  return seconds === 0 ? minute : `${minute}:${pad(seconds)}`;
}

/** The stored ISO time as the input's text; empty for a text that is not a time. */
export function isoToBeijingInput(iso: string): string {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? '' : msToBeijingInput(ms);
}
