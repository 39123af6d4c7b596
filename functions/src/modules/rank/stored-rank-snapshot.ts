import { rankRules } from '@oj/shared';
import {
  readRankSnapshotHead,
  saveRankSnapshotHead,
  takeRankSnapshotLease,
  type RankSnapshotHead,
} from '../../data/user-rank/rank-snapshot-head';
import {
  deleteSnapshotObjects,
  putSnapshotObject,
  readSnapshotObject,
} from '../../data/kit/snapshot/snapshot-objects';
import { objectsReadOnce, servedSnapshot } from '../../data/kit/snapshot/lazy-snapshot';
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
const lastRead = objectsReadOnce<RankSnapshot>(1);

/**
 * Build the snapshot, store it under a new key and point the head at it; the object the head pointed
 * to before is removed (a reader still holding its key reads the head again, `storedSnapshot`). A
 * snapshot the head refuses (a newer one is stored) is removed and still answered to its caller.
 */
async function buildAndStore(): Promise<RankSnapshot> {
  const snapshot = await buildRankSnapshot();
  const builtAt = Date.parse(snapshot.builtAt);
  const key = rankSnapshotObjectKey(builtAt);
  await putSnapshotObject(
    key,
    JSON.stringify({ format: rankSnapshotFormat, ...snapshot }),
    'application/json',
  );
  const { saved, replacedKey } = await saveRankSnapshotHead({ key, builtAt, format: rankSnapshotFormat });
  if (!saved) await deleteSnapshotObjects([key]);
  else if (replacedKey && replacedKey !== key) await deleteSnapshotObjects([replacedKey]);
  return lastRead.remember(key, snapshot);
}

/** The stored snapshot the head names; when its object is already gone, the head is read again. */
async function storedSnapshot(head: RankSnapshotHead, retried = false): Promise<RankSnapshot> {
  const known = lastRead.get(head.key);
  if (known) return known;
  const text = await readSnapshotObject(head.key);
  if (text === null) {
    const current = retried ? null : await readRankSnapshotHead(true);
    if (!current || current.key === head.key || current.format !== rankSnapshotFormat) return buildAndStore();
    return storedSnapshot(current, true);
  }
  return lastRead.remember(head.key, parseSnapshot(text, head.key));
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
  return servedSnapshot({
    head: head?.format === rankSnapshotFormat ? head : null,
    due: (stored) => now - stored.builtAt >= rankSnapshotMaxAgeMs,
    takeLease: () => takeRankSnapshotLease(now),
    build: buildAndStore,
    serve: (stored) => storedSnapshot(stored),
  });
}
