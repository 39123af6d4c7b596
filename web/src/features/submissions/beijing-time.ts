/** Spec §9: display times on detail screens shift by plus 8 hours. */
const shiftMs = 8 * 60 * 60 * 1000;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The wall-clock time at UTC+8 of an ISO instant, as `YYYY-MM-DD HH:mm:ss`. The server stores UTC; the
 * site's users read times in China's zone whatever their browser's zone is, so the shift is applied to
 * the UTC fields instead of the browser's local ones.
 */
export function formatBeijingTime(iso: string): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '-';
  const shifted = new Date(instant + shiftMs);
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  return `${date} ${time}`;
}
