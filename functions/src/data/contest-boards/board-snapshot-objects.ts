import { randomUUID } from 'node:crypto';
import {
  putSnapshotObject,
  readSnapshotObject,
  deleteSnapshotsUnder,
} from '../kit/snapshot/snapshot-objects';
import { putSnapshotLines, SnapshotGoneError } from '../kit/snapshot/snapshot-lines';
import { objectsReadOnce } from '../kit/snapshot/lazy-snapshot';
import { boardObjectPrefix } from './board-keys';

/**
 * A view's snapshot is two objects under `boards/<cid>/<view>/`: the ranked rows, one JSON line each
 * (the snapshot kit's lines), and the map of each uid to its position, which finds the viewer's own
 * row and the followed ones without reading the board.
 */
export interface StoredSnapshotObjects {
  key: string;
  positionsKey: string;
  rows: number;
  offsets: number[];
}

export async function putSnapshotObjects(
  cid: number,
  view: string,
  revision: number,
  rows: readonly { uid: string; line: string }[],
): Promise<StoredSnapshotObjects> {
  const base = `${boardObjectPrefix(cid)}${view}/${String(revision).padStart(10, '0')}-${randomUUID()}`;
  const positions = Object.fromEntries(rows.map((row, index) => [row.uid, index]));
  const key = `${base}.jsonl`;
  const positionsKey = `${base}.positions.json`;
  const [offsets] = await Promise.all([
    putSnapshotLines(
      key,
      rows.map((row) => row.line),
    ),
    putSnapshotObject(positionsKey, JSON.stringify(positions), 'application/json'),
  ]);
  return { key, positionsKey, rows: rows.length, offsets };
}

const positionMaps = objectsReadOnce<Record<string, number>>(32);

/** A snapshot's positions. Throws `SnapshotGoneError` when a newer snapshot replaced it. */
export async function readSnapshotPositions(positionsKey: string): Promise<Record<string, number>> {
  const known = positionMaps.get(positionsKey);
  if (known) return known;
  const text = await readSnapshotObject(positionsKey);
  if (text === null) throw new SnapshotGoneError(positionsKey);
  return positionMaps.remember(positionsKey, JSON.parse(text || '{}') as Record<string, number>);
}

/** Remove every snapshot object of a contest (when the contest is deleted). */
export function deleteContestSnapshots(cid: number): Promise<void> {
  return deleteSnapshotsUnder(boardObjectPrefix(cid));
}
