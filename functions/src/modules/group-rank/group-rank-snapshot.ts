import { randomUUID } from 'node:crypto';
import { isMemberAuth } from '@oj/shared';
import { listMembers } from '../../data/groups/list-members';
import { readMemberAccounts } from '../../data/group-rank/read-member-accounts';
import { groupRankFigures, readGroupRankRows } from '../../data/group-rank/group-rank-rows';
import {
  readGroupRankHead,
  saveGroupRankHead,
  takeGroupRankLease,
  type GroupRankHead,
} from '../../data/group-rank/group-rank-head';
import { groupRankObjectPrefix } from '../../data/group-rank/group-rank-keys';
import { getWebsiteConfig } from '../../data/website-config/get-website-config';
import { objectsReadOnce, servedSnapshot } from '../../data/kit/snapshot/lazy-snapshot';
import {
  deleteSnapshotObjects,
  putSnapshotObject,
  readSnapshotObject,
} from '../../data/kit/snapshot/snapshot-objects';
import { groupRankLists, type GroupRankLists } from './group-rank-lines';

/** The stored object's layout; a head of another layout is built again. */
export const groupRankFormat = 1;

/** A snapshot older than this is rebuilt whatever happened (accounts renamed, a title given). */
export const groupRankMaxAgeMs = 60_000;

/** A snapshot behind its rows or its members is rebuilt once it is this old: one build per group per 2 s at most. */
export const groupRankSettleMs = 2_000;

/** A group's rank as built at `builtAt` (ISO). */
export interface GroupRankSnapshot extends GroupRankLists {
  builtAt: string;
}

/**
 * Builds a group's rank from what is stored now, in parallel and strongly consistent (a build follows
 * a change it was told of): the member rows (one Query of the group's `MEMBER#` rows), the rank rows
 * (one Query of its `RANK#` rows), the website config (the teacher marker), then the members'
 * accounts (`readMemberAccounts`). No submission is read.
 */
export async function buildGroupRankSnapshot(
  gid: number,
  startedAt = new Date(),
): Promise<GroupRankSnapshot> {
  const [members, rows, config] = await Promise.all([
    listMembers(gid, true),
    readGroupRankRows(gid),
    getWebsiteConfig(),
  ]);
  const proper = members.filter((member) => isMemberAuth(member.auth));
  const accounts = await readMemberAccounts(proper.map((member) => member.uid));
  const figures = new Map(rows.map((row) => [row.uid, groupRankFigures(row)]));
  return {
    builtAt: startedAt.toISOString(),
    ...groupRankLists(proper, accounts, figures, config.rankTeacherTitleMarker),
  };
}

/** The last few objects read, by key: an object never changes, so a warm function downloads each once. */
const lastRead = objectsReadOnce<GroupRankSnapshot>(20);

function parseSnapshot(text: string, key: string): GroupRankSnapshot {
  const parsed = JSON.parse(text) as Partial<GroupRankSnapshot> & { format?: number };
  if (parsed.format !== groupRankFormat || !Array.isArray(parsed.acm) || !Array.isArray(parsed.oi))
    throw new Error(`group rank snapshot ${key} is not of format ${groupRankFormat}`);
  return { builtAt: String(parsed.builtAt), acm: parsed.acm, oi: parsed.oi };
}

/**
 * Build, store under a new key and point the head at it, noting what the build was made from (the
 * head's `changes` and the group's member count as read just before); the object replaced is
 * removed. A snapshot the head refuses (a newer one is stored) is removed and still answered.
 */
async function buildAndStore(gid: number): Promise<GroupRankSnapshot> {
  const { head, memberCount } = await readGroupRankHead(gid, true);
  const snapshot = await buildGroupRankSnapshot(gid);
  const builtAt = Date.parse(snapshot.builtAt);
  const key = `${groupRankObjectPrefix(gid)}${String(builtAt).padStart(15, '0')}-${randomUUID()}.json`;
  await putSnapshotObject(key, JSON.stringify({ format: groupRankFormat, ...snapshot }), 'application/json');
  const { saved, replacedKey } = await saveGroupRankHead(gid, {
    key,
    builtAt,
    format: groupRankFormat,
    builtChanges: head.changes,
    builtMemberCount: memberCount,
  });
  if (!saved) await deleteSnapshotObjects([key]);
  else if (replacedKey && replacedKey !== key) await deleteSnapshotObjects([replacedKey]);
  return lastRead.remember(key, snapshot);
}

/** The stored snapshot the head names; one already removed (a newer build replaced it) is built again. */
async function storedSnapshot(gid: number, key: string): Promise<GroupRankSnapshot> {
  const known = lastRead.get(key);
  if (known) return known;
  const text = await readSnapshotObject(key);
  if (text === null) return buildAndStore(gid);
  return lastRead.remember(key, parseSnapshot(text, key));
}

/** Whether a stored snapshot is due for a rebuild at `now`. */
export function groupRankDue(head: GroupRankHead, memberCount: number, now: number): boolean {
  const age = now - head.builtAt;
  if (age >= groupRankMaxAgeMs) return true;
  const behind = head.changes !== head.builtChanges || memberCount !== head.builtMemberCount;
  return behind && age >= groupRankSettleMs;
}

/**
 * A group's rank, whichever function asks: the head and the group's member count (two GetItems,
 * 1 RCU), then the stored snapshot (one S3 GET when this function has not read that object yet),
 * whatever page is asked. Rebuilt by the one caller that takes the lease once a member's row changed
 * or the group's member count moved (and 2 s passed since the last build), or a minute passed; every
 * other caller serves the stored one meanwhile. With none stored yet, the caller builds.
 */
export async function loadGroupRankSnapshot(gid: number, now = Date.now()): Promise<GroupRankSnapshot> {
  const { head, memberCount } = await readGroupRankHead(gid);
  const stored = head.key !== null && head.format === groupRankFormat ? head : null;
  return servedSnapshot({
    head: stored,
    due: (current) => groupRankDue(current, memberCount, now),
    takeLease: () => takeGroupRankLease(gid, now),
    build: () => buildAndStore(gid),
    serve: (current) => storedSnapshot(gid, current.key ?? ''),
  });
}
