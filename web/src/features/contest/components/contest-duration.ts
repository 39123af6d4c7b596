/** A contest's length as whole days, hours, minutes and seconds, largest first, zero parts left out. */
export function durationParts(
  seconds: number,
): { unit: 'days' | 'hours' | 'minutes' | 'seconds'; count: number }[] {
  let rest = Math.max(0, Math.round(seconds));
  const parts: { unit: 'days' | 'hours' | 'minutes' | 'seconds'; count: number }[] = [];
  for (const [unit, size] of [
    ['days', 86_400],
    ['hours', 3600],
    ['minutes', 60],
    ['seconds', 1],
  ] as const) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push({ unit, count });
  }
  return parts.length > 0 ? parts : [{ unit: 'seconds', count: 0 }];
}
