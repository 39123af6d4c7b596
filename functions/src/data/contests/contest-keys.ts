import { keyOf, type ItemKey } from '../item-key';

/**
 * A contest's partition holds the contest (`CONTEST`) and what hangs off it, one row per account
 * registered for it (`REGISTER#<uid>`: gave a private contest's password, or was let in) and one per
 * account counted among its participants (`PARTICIPANT#<uid>`: registered or submitted).
 */
export function contestKey(cid: number): ItemKey {
  return { pk: keyOf('CONTEST', cid), sk: 'CONTEST' };
}

export function contestRegistrationKey(cid: number, uid: string): ItemKey {
  return { pk: keyOf('CONTEST', cid), sk: keyOf('REGISTER', uid) };
}

/** The mark that `uid` is counted once in the contest's `count` (`count-participant.ts`). */
export function contestParticipantKey(cid: number, uid: string): ItemKey {
  return { pk: keyOf('CONTEST', cid), sk: keyOf('PARTICIPANT', uid) };
}

/**
 * The contest catalogue: one line per contest (`title`, `startTime`, `endTime`), newest id last, for
 * lists that must not read every contest (the dashboard's recent contests). The contest area writes
 * it with the contest.
 */
export function contestCatalogueKey(cid: number): ItemKey {
  return { pk: 'CONTESTS', sk: keyOf('C', String(cid).padStart(10, '0')) };
}

/**
 * gsi1 of a group contest's catalogue line: the group's contests, by contest id (`GROUPCONTEST#<gid>`),
 * so a group's lists read its own lines and never the site's whole catalogue.
 */
export const groupContestsIndex = {
  indexName: 'gsi1',
  partition: (gid: number) => keyOf('GROUPCONTEST', gid),
} as const;

export function groupContestIndexKeys(gid: number, cid: number): { gsi1pk: string; gsi1sk: string } {
  return { gsi1pk: groupContestsIndex.partition(gid), gsi1sk: String(cid).padStart(10, '0') };
}

/** A problem of a contest, by its display id in the contest (`ContestProblem`). */
export function contestProblemKey(cid: number, displayId: string): ItemKey {
  return { pk: keyOf('CONTEST', cid), sk: keyOf('PROBLEM', displayId) };
}

/** An announcement of a contest, by its id (ids from the `contestAnnouncement` counter). */
export function contestAnnouncementKey(cid: number, id: number): ItemKey {
  return { pk: keyOf('CONTEST', cid), sk: keyOf('ANNOUNCEMENT', String(id).padStart(10, '0')) };
}

/** Ids of contests made through the API come from this counter (`ADD`), one past the last. */
export const contestSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'CONTEST' };
