/**
 * The contestants a viewer follows on one contest's board (spec part 2 §2: "concerned users", kept in
 * the browser per contest). Their rows are pinned to the top of page 1 by the server, which takes at
 * most `concernListMax` uids (`concernedList` of the contract's ContestRankDTO).
 */
export interface ConcernedUser {
  uid: string;
  /** The name the board showed when the user was followed, for the list of followed users. */
  name: string;
}

export const concernListMax = 100;

/** Local storage key of a contest's list. */
export function concernListKey(cid: number): string {
  return `contest-rank-concern:${cid}`;
}

/** The stored list, with anything malformed, repeated or over the limit dropped. */
export function parseConcernList(text: string | null): ConcernedUser[] {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  const seen = new Set<string>();
  const users: ConcernedUser[] = [];
  for (const entry of stored as unknown[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { uid, name } = entry as Partial<ConcernedUser>;
    if (typeof uid !== 'string' || uid === '' || uid.length > 64 || seen.has(uid)) continue;
    seen.add(uid);
    users.push({ uid, name: typeof name === 'string' ? name : uid });
  }
  return users.slice(0, concernListMax);
}

/** The list with `user` added at the end; unchanged when already followed or full. */
export function withConcerned(list: readonly ConcernedUser[], user: ConcernedUser): ConcernedUser[] {
  if (list.length >= concernListMax || list.some((entry) => entry.uid === user.uid)) return [...list];
  return [...list, user];
}

export function withoutConcerned(list: readonly ConcernedUser[], uid: string): ConcernedUser[] {
  return list.filter((entry) => entry.uid !== uid);
}
