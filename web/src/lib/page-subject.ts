import { useEffect, useSyncExternalStore } from 'react';

/*
 * What the current page is about, when that is more than its route's title: the problem page names
 * its problem, so the browser tab reads "P1000 A+B Problem - OJ" instead of "Problem - OJ". A frame
 * around pages (the contest shell) names its own subject for the pages inside it that name none; a
 * page about one thing (a contest's problem) wins over its frame, whichever named itself last.
 */

/** `page`: the screen itself; `frame`: a layout drawn around screens, named only as a fallback. */
export type SubjectRank = 'page' | 'frame';

interface NamedSubject {
  text: string;
  rank: SubjectRank;
}

let named: readonly NamedSubject[] = [];
let subject: string | null = null;
const listeners = new Set<() => void>();

function publish(): void {
  const latest = (rank: SubjectRank) => named.findLast((entry) => entry.rank === rank)?.text;
  subject = latest('page') ?? latest('frame') ?? null;
  for (const listener of listeners) listener();
}

/** Names a subject until the returned function is called; the newest page subject wins, then frames. */
export function nameSubject(text: string, rank: SubjectRank): () => void {
  const entry: NamedSubject = { text, rank };
  named = [...named, entry];
  publish();
  return () => {
    named = named.filter((other) => other !== entry);
    publish();
  };
}

/** The subject shown now, or null when nothing on screen named one. */
export function currentSubject(): string | null {
  return subject;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the page's subject (or, with `frame`, its frame's) while the calling component is on screen. */
export function usePageSubject(text: string, rank: SubjectRank = 'page'): void {
  useEffect(() => nameSubject(text, rank), [text, rank]);
}

/** The subject a page named, or null. */
export function useCurrentPageSubject(): string | null {
  return useSyncExternalStore(subscribe, currentSubject, currentSubject);
}
