import { useState } from 'react';

/*
 * The rows ticked for a bulk action. Only rows on the page in view can be ticked, so the selection
 * follows the page: what left it (another page, a search, a row deleted) is dropped rather than acted
 * on unseen.
 */

/** The selection with `id` ticked or unticked. */
export function withId<K>(selected: readonly K[], id: K, ticked: boolean): K[] {
  const others = selected.filter((entry) => entry !== id);
  return ticked ? [...others, id] : others;
}

/** The selection kept to the rows on screen, in their order. */
export function keptOnPage<K>(selected: readonly K[], pageIds: readonly K[]): K[] {
  return pageIds.filter((id) => selected.includes(id));
}

/** The header box: every row of the page ticked (false for an empty page). */
export function wholePageTicked<K>(selected: readonly K[], pageIds: readonly K[]): boolean {
  return pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
}

export interface RowSelection<K> {
  /** The ticked rows still on the page, in its order. */
  selected: K[];
  wholePage: boolean;
  tick: (id: K, ticked: boolean) => void;
  tickPage: (ticked: boolean) => void;
  /** Unticks rows that are gone (deleted). */
  forget: (ids: readonly K[]) => void;
}

/** The ticks of a list's page, by row id. */
export function useRowSelection<K>(pageIds: readonly K[]): RowSelection<K> {
  const [ticked, setTicked] = useState<K[]>([]);
  const selected = keptOnPage(ticked, pageIds);
  return {
    selected,
    wholePage: wholePageTicked(selected, pageIds),
    tick: (id, on) => setTicked(withId(selected, id, on)),
    tickPage: (on) => setTicked(on ? [...pageIds] : []),
    forget: (ids) => setTicked((current) => current.filter((id) => !ids.includes(id))),
  };
}
