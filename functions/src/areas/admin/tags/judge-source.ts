/** A judge source as tags store it: upper case, with the client's `Mine` meaning this site (`ME`). */
export function tagSource(oj: string): string {
  const upper = oj.trim().toUpperCase();
  return upper === 'MINE' ? 'ME' : upper;
}

/** A list filter: undefined (or `All`) keeps every source. */
export function sourceFilter(oj: string | undefined): string | undefined {
  if (oj === undefined || oj.trim() === '' || oj.trim().toUpperCase() === 'ALL') return undefined;
  return tagSource(oj);
}
