import { putSnapshotObject, readSnapshotObject } from './snapshot-objects';

/*
 * Snapshot kit: ranked rows. A long ranked list (a board of thousands) is stored as one JSON line a
 * row, with the byte offset of every `linesPerOffset`-th line kept on its head, so any run of rows is
 * one ranged read of the blocks that hold it, whatever the list's length.
 */
export const linesPerOffset = 50;

/** A snapshot object named by a head that a newer snapshot has replaced and removed meanwhile. */
export class SnapshotGoneError extends Error {
  constructor(readonly key: string) {
    super(`snapshot ${key} was replaced`);
    this.name = 'SnapshotGoneError';
  }
}

/** Byte offsets of lines 0, 50, 100, … of `lines`, then the total size. */
export function offsetsOf(lines: readonly string[]): number[] {
  const offsets: number[] = [];
  let at = 0;
  lines.forEach((line, index) => {
    if (index % linesPerOffset === 0) offsets.push(at);
    at += Buffer.byteLength(line, 'utf8') + 1;
  });
  offsets.push(at);
  return offsets;
}

/** Store ranked lines under `key`; answers the offsets its head keeps. */
export async function putSnapshotLines(key: string, lines: readonly string[]): Promise<number[]> {
  await putSnapshotObject(key, lines.map((line) => `${line}\n`).join(''), 'application/x-ndjson');
  return offsetsOf(lines);
}

/** Every line of a snapshot, or of a byte range of it. Throws `SnapshotGoneError` when it is gone. */
export async function readSnapshotLines(
  key: string,
  range?: { from: number; to: number },
): Promise<string[]> {
  const text = await readSnapshotObject(key, range);
  if (text === null) throw new SnapshotGoneError(key);
  return text.split('\n').filter((line) => line !== '');
}

/** Lines `from` to `to` of a snapshot, by their position, read by one ranged read of their blocks. */
export async function snapshotLinesAt(
  key: string,
  offsets: readonly number[],
  from: number,
  to: number,
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (to <= from) return found;
  const firstBlock = Math.floor(from / linesPerOffset);
  const lastBlock = Math.ceil(to / linesPerOffset);
  const size = offsets.at(-1) ?? 0;
  const lines = await readSnapshotLines(key, {
    from: offsets[firstBlock] ?? size,
    to: offsets[lastBlock] ?? size,
  });
  lines.forEach((line, index) => {
    const position = firstBlock * linesPerOffset + index;
    if (position >= from && position < to) found.set(position, line);
  });
  return found;
}
