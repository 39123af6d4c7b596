/** GMT+8 (China Standard Time, no daylight saving), the zone the scroll board's dates are written in. */
const gmt8OffsetMs = 8 * 3600 * 1000;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO time as the scroll board writes it (contract: `yyyy/MM/dd HH:mm:ss`, GMT+8), the clock an
 * organiser in China reads on the wall; throws on a time that does not parse.
 */
export function scrollBoardDateOf(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`not a date: ${JSON.stringify(iso)}`);
  const at = new Date(ms + gmt8OffsetMs);
  const date = [at.getUTCFullYear(), twoDigits(at.getUTCMonth() + 1), twoDigits(at.getUTCDate())].join('/');
  const time = [at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()].map(twoDigits).join(':');
  return `${date} ${time}`;
}
