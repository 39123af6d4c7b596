/** Detail screens show times shifted by plus 8 hours (spec §9), as `YYYY-MM-DD HH:mm:ss`. */
export function formatSubmitTime(isoUtc: string): string {
  const date = new Date(isoUtc);
  if (Number.isNaN(date.getTime())) return isoUtc;
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
