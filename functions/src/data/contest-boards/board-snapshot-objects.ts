import { randomUUID } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { testcaseBucket } from '@oj/shared';
import { requiredEnv, s3 } from '../aws-clients';
import { boardObjectPrefix } from './board-keys';
import { rowsPerOffset } from './board-view-item';

/**
 * A view's snapshot is two objects in the private test-data bucket, under `boards/<cid>/`: the ranked
 * rows, one JSON line each, and the map of each uid to its position. Both are written once under a
 * new key and never changed, so a reader holding a key always reads the snapshot it was told of.
 */
const bucket = () => requiredEnv(testcaseBucket.envVar);

export interface StoredSnapshotObjects {
  key: string;
  positionsKey: string;
  rows: number;
  offsets: number[];
}

/** Byte offsets of rows 0, 50, 100, … of `lines`, then the total size. */
export function offsetsOf(lines: readonly string[]): number[] {
  const offsets: number[] = [];
  let at = 0;
  lines.forEach((line, index) => {
    if (index % rowsPerOffset === 0) offsets.push(at);
    at += Buffer.byteLength(line, 'utf8') + 1;
  });
  offsets.push(at);
  return offsets;
}

export async function putSnapshotObjects(
  cid: number,
  view: string,
  revision: number,
  rows: readonly { uid: string; line: string }[],
): Promise<StoredSnapshotObjects> {
  const base = `${boardObjectPrefix(cid)}${view}/${String(revision).padStart(10, '0')}-${randomUUID()}`;
  const lines = rows.map((row) => row.line);
  const positions = Object.fromEntries(rows.map((row, index) => [row.uid, index]));
  const key = `${base}.jsonl`;
  const positionsKey = `${base}.positions.json`;
  await Promise.all([
    s3().send(
      new PutObjectCommand({
        Bucket: bucket(),
        Key: key,
        Body: lines.map((line) => `${line}\n`).join(''),
        ContentType: 'application/x-ndjson',
      }),
    ),
    s3().send(
      new PutObjectCommand({
        Bucket: bucket(),
        Key: positionsKey,
        Body: JSON.stringify(positions),
        ContentType: 'application/json',
      }),
    ),
  ]);
  return { key, positionsKey, rows: rows.length, offsets: offsetsOf(lines) };
}

/** Bytes `from` to `to` (exclusive) of a snapshot, as its lines; the whole object when no range. */
export async function readSnapshotLines(
  key: string,
  range?: { from: number; to: number },
): Promise<string[]> {
  if (range && range.to <= range.from) return [];
  const { Body } = await s3().send(
    new GetObjectCommand({
      Bucket: bucket(),
      Key: key,
      Range: range ? `bytes=${range.from}-${range.to - 1}` : undefined,
    }),
  );
  const text = Body ? await Body.transformToString('utf8') : '';
  return text.split('\n').filter((line) => line !== '');
}

/** Position maps already read, by key (keys never change content). */
const positionsCache = new Map<string, Record<string, number>>();
const positionsCacheSize = 32;

export async function readSnapshotPositions(positionsKey: string): Promise<Record<string, number>> {
  const cached = positionsCache.get(positionsKey);
  if (cached) return cached;
  const { Body } = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: positionsKey }));
  const positions = JSON.parse(Body ? await Body.transformToString('utf8') : '{}') as Record<string, number>;
  if (positionsCache.size >= positionsCacheSize) positionsCache.clear();
  positionsCache.set(positionsKey, positions);
  return positions;
}

/** Remove a replaced snapshot's objects. */
export async function deleteSnapshotObjects(keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((Key) => s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key }))));
}

/** Remove every snapshot object of a contest (when the contest is deleted). */
export async function deleteContestSnapshots(cid: number): Promise<void> {
  let token: string | undefined;
  do {
    const page = await s3().send(
      new ListObjectsV2Command({
        Bucket: bucket(),
        Prefix: boardObjectPrefix(cid),
        ContinuationToken: token,
      }),
    );
    await deleteSnapshotObjects((page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
}
