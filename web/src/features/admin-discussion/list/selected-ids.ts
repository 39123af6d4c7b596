/*
 * The discussions ticked for a bulk delete. Only rows on the page in view can be ticked, so the
 * selection follows the page: what left it (another page, a search, a row deleted) is dropped rather
 * than deleted unseen.
 */

/** The selection with `id` ticked or unticked. */
export function withId(selected: readonly number[], id: number, ticked: boolean): number[] {
  const others = selected.filter((entry) => entry !== id);
  return ticked ? [...others, id] : others;
}

/** The selection kept to the rows on screen, in their order. */
export function keptOnPage(selected: readonly number[], pageIds: readonly number[]): number[] {
  return pageIds.filter((id) => selected.includes(id));
}

/** The header box: every row of the page ticked (false for an empty page). */
export function wholePageTicked(selected: readonly number[], pageIds: readonly number[]): boolean {
  return pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
}
