/** A badge's text: nothing for none, the count up to 99, then "99+". */
export function badgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
