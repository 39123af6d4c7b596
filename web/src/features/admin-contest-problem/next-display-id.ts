/**
 * The display id a new contest problem is offered: the next letter after the contest's problems (A,
 * B, … Z, then A1, B1, …), skipping ids already taken. The admin may type any other.
 */
export function nextDisplayId(taken: readonly string[], count: number): string {
  const used = new Set(taken.map((id) => id.toUpperCase()));
  for (let index = count; ; index += 1) {
    const letter = String.fromCharCode(65 + (index % 26));
    const round = Math.floor(index / 26);
    const candidate = round === 0 ? letter : `${letter}${round}`;
    if (!used.has(candidate)) return candidate;
  }
}
