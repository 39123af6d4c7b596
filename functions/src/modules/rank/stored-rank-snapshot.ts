import { rankRules } from '@oj/shared';
import {
  readRankSnapshotHead,
  saveRankSnapshotHead,
  takeRankSnapshotLease,
  type RankSnapshotHead,
} from '../../data/user-rank/rank-snapshot-head';
import {
  deleteRankSnapshotObject,
  putRankSnapshotObject,
  readRankSnapshotObject,
} from '../../data/user-rank/rank-snapshot-object';
import { rankSnapshotObjectKey } from '../../data/user-rank/rank-snapshot-keys';
import { buildRankSnapshot, type RankSnapshot } from './rank-snapshot';

/**
 * The stored object's layout: a head of another layout (an older release) is built again. 2: every
 * enabled account is ranked, not only those with a verdict.
 */
export const rankSnapshotFormat = 2;

/** A stored snapshot younger than this is served as it is; an older one is rebuilt by one caller. */
export const rankSnapshotMaxAgeMs = rankRules.snapshotSeconds * 1000;

function parseSnapshot(text: string, key: string): RankSnapshot {
  const parsed = JSON.parse(text) as Partial<RankSnapshot> & { format?: number };
  if (parsed.format !== rankSnapshotFormat || !Array.isArray(parsed.acm) || !Array.isArray(parsed.oi))
    throw new Error(`ranking snapshot ${key} is not of format ${rankSnapshotFormat}`);
  return { builtAt: String(parsed.builtAt), acm: parsed.acm, oi: parsed.oi };
}

/** The last object read, by key: its content never changes, so a function downloads each once. */
let lastRead: { key: string; snapshot: RankSnapshot } | undefined;

/**
 * Build the snapshot, store it under a new key and point the head at it; the object the head pointed
 * to before is removed (a reader still holding its key reads the head again, `storedSnapshot`). A
 * snapshot the head refuses (a newer one is stored) is removed and still answered to its caller.
 */
async function buildAndStore(): Promise<RankSnapshot> {
  const snapshot = await buildRankSnapshot();
  const builtAt = Date.parse(snapshot.builtAt);
  const key = rankSnapshotObjectKey(builtAt);
  await putRankSnapshotObject(key, JSON.stringify({ format: rankSnapshotFormat, ...snapshot }));
  const { saved, replacedKey } = await saveRankSnapshotHead({ key, builtAt, format: rankSnapshotFormat });
  if (!saved) await deleteRankSnapshotObject(key);
  else if (replacedKey && replacedKey !== key) await deleteRankSnapshotObject(replacedKey);
  lastRead = { key, snapshot };
  return snapshot;
}

/** The stored snapshot the head names; when its object is already gone, the head is read again. */
async function storedSnapshot(head: RankSnapshotHead, retried = false): Promise<RankSnapshot> {
  if (lastRead?.key === head.key) return lastRead.snapshot;
  const text = await readRankSnapshotObject(head.key);
  if (text === null) {
    const current = retried ? null : await readRankSnapshotHead(true);
    if (!current || current.key === head.key || current.format !== rankSnapshotFormat) return buildAndStore();
    return storedSnapshot(current, true);
  }
  const snapshot = parseSnapshot(text, head.key);
  lastRead = { key: head.key, snapshot };
  return snapshot;
}

/**
 * The ranking for the whole site, whichever function asks: the stored snapshot while it is younger
 * than a minute (one GetItem of the head, and one S3 GET when this function has not read that object
 * yet); once it is older, the one caller that takes the lease rebuilds it and waits for the build
 * while every other caller serves the stored one. With none stored yet (or one of another layout),
 * the caller builds. `now` is the clock the age is judged by.
 */
export async function loadRankSnapshot(now = Date.now()): Promise<RankSnapshot> {
  const head = await readRankSnapshotHead();
  if (!head || head.format !== rankSnapshotFormat) return buildAndStore();
  if (now - head.builtAt < rankSnapshotMaxAgeMs) return storedSnapshot(head);
  if (!(await takeRankSnapshotLease(now))) return storedSnapshot(head);
  return buildAndStore();
}
