import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { boardRowKey } from './board-keys';
import {
  boardRowEntity,
  boardRowFromItem,
  boardRowItemVersion,
  boardRowToItem,
  type BoardEntry,
  type BoardRow,
} from './board-row-item';
import { itemBytes, valueBytes } from '../kit/item-size';

const identity = {
  uid: 'u1',
  username: 'team00042',
  nickname: 'Team 42',
  realname: '',
  school: 'School 42',
  gender: 'secrecy',
  avatar: '',
};

const rowOf = (entries: BoardEntry[]): BoardRow => ({ cid: 7, identity, entries, revision: 3 });

/** A stored row goes through DynamoDB as JSON-like values: what a Put and a Query give back. */
const throughTable = (item: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(item)) as Record<string, unknown>;

const roundTrip = (row: BoardRow) => boardRowFromItem(throughTable(boardRowToItem(row)));

/** A row as version 1 stored it: the entries as a list of maps, null score and run time left out. */
function versionOneItem(row: BoardRow): Record<string, unknown> {
  return {
    ...boardRowKey(row.cid, row.identity.uid),
    entity: boardRowEntity,
    v: 1,
    cid: row.cid,
    identity: row.identity,
    entries: row.entries.map((entry) =>
      Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== null && value !== undefined)),
    ),
    revision: row.revision,
  };
}

/** A contestant of the contest benchmark: 20 judged ACM submissions over two hours. */
function typicalAcmRow(): BoardRow {
  const start = Date.parse('2026-11-24T09:00:00.000Z');
  const statuses = [judgeStatus.accepted, judgeStatus.wrongAnswer, judgeStatus.timeLimitExceeded];
  return rowOf(
    Array.from({ length: 20 }, (_, index) => ({
      submitId: 1_500_300_001 + index * 9_973,
      displayId: String.fromCharCode(65 + ((index * 7) % 13)),
      time: new Date(start + Math.floor(index * 354_123.7)).toISOString(),
      status: statuses[index % 3] as number,
      score: null,
      runTime: (index * 137) % 900,
    })),
  );
}

describe('boardRowToItem and boardRowFromItem', () => {
  it('give back every field of every entry exactly, null score and run time included', () => {
    const row = rowOf([
      {
        submitId: 1001,
        displayId: 'A',
        time: '2026-11-24T09:01:02.345Z',
        status: judgeStatus.accepted,
        score: null,
        runTime: 15,
      },
      {
        submitId: 1002,
        displayId: 'B',
        time: '2026-11-24T09:02:00.000Z',
        status: judgeStatus.partialAccepted,
        score: 35,
        runTime: 999,
      },
      {
        submitId: 1003,
        displayId: 'C',
        time: '2026-11-24T09:03:00.000Z',
        status: judgeStatus.pending,
        score: null,
        runTime: null,
      },
      {
        submitId: 1004,
        displayId: 'D',
        time: '2026-11-24T09:04:00.000Z',
        status: judgeStatus.wrongAnswer,
        score: 0,
        runTime: null,
      },
      {
        submitId: 1005,
        displayId: 'E',
        time: '2026-11-24T09:05:00.000Z',
        status: judgeStatus.compileError,
        score: 12.5,
        runTime: 0,
      },
    ]);
    expect(roundTrip(row)).toEqual(row);
  });

  it('give back display ids with quotes, commas, brackets, backslashes and unicode as they were', () => {
    const odd = ['A"1', 'B,2', '[C]', 'D\\n', '题目一', 'Ω🎈', 'x\u2028y', '\ud800', ''];
    const row = rowOf(
      odd.map((displayId, index) => ({
        submitId: 2000 + index,
        displayId,
        time: '2026-11-24T10:00:00.000Z',
        status: judgeStatus.accepted,
        score: null,
        runTime: 1,
      })),
    );
    expect(roundTrip(row).entries.map((entry) => entry.displayId)).toEqual(odd);
    expect(roundTrip(row)).toEqual(row);
  });

  it('keep a time that is not in the canonical ISO form as its text', () => {
    const times = ['2026-11-24T10:00:00Z', '2026-11-24T18:00:00.000+08:00', 'not a time'];
    const row = rowOf(
      times.map((time, index) => ({
        submitId: 3000 + index,
        displayId: 'A',
        time,
        status: judgeStatus.accepted,
        score: null,
        runTime: 1,
      })),
    );
    expect(roundTrip(row).entries.map((entry) => entry.time)).toEqual(times);
  });

  it('give back entries out of submission order, and text times among epoch ones, as they were', () => {
    const entry = (submitId: number, time: string): BoardEntry => ({
      submitId,
      displayId: 'A',
      time,
      status: judgeStatus.wrongAnswer,
      score: null,
      runTime: 3,
    });
    const row = rowOf([
      entry(5000, '2026-11-24T10:00:00.000Z'),
      entry(4000, '2026-11-24T09:00:00.000Z'),
      entry(4001, 'yesterday'),
      entry(9_007_199_254_740_000, '2026-11-24T09:30:00.500Z'),
      entry(1, '1970-01-01T00:00:00.000Z'),
    ]);
    expect(roundTrip(row)).toEqual(row);
  });

  it('give back a row without entries as an empty list', () => {
    const row = rowOf([]);
    expect(boardRowToItem(row).e).toBe('[]');
    expect(roundTrip(row)).toEqual(row);
  });

  it('store the entries as one string attribute under the current version', () => {
    const item = boardRowToItem(typicalAcmRow());
    expect(item.v).toBe(boardRowItemVersion);
    expect(boardRowItemVersion).toBe(2);
    expect(typeof item.e).toBe('string');
    expect(item).not.toHaveProperty('entries');
  });

  it('read a version 1 row, its entries a list of maps', () => {
    const row = rowOf([
      ...typicalAcmRow().entries.slice(0, 3),
      {
        submitId: 1_600_000_000,
        displayId: 'B',
        time: '2026-11-24T11:00:00.000Z',
        status: judgeStatus.pending,
        score: null,
        runTime: null,
      },
      {
        submitId: 1_600_000_001,
        displayId: 'C',
        time: '2026-11-24T11:00:01.000Z',
        status: judgeStatus.partialAccepted,
        score: 40,
        runTime: 120,
      },
    ]);
    expect(boardRowFromItem(throughTable(versionOneItem(row)))).toEqual(row);
  });

  it('refuse a version 2 row whose entries are not a JSON list, naming the row', () => {
    const item = { ...boardRowToItem(rowOf([])), e: '{"submitId":1}' };
    expect(() => boardRowFromItem(item)).toThrow('board row BOARD#7#');
    expect(() => boardRowFromItem({ ...item, e: '[[1,"A"' })).toThrow('e is not a JSON list of entries');
    expect(() => boardRowFromItem({ ...item, e: '[[1,"A",0]]' })).toThrow(
      'an entry is not [submitId step, displayId, time, status, runTime?, score?]: [1,"A",0]',
    );
  });

  it('refuse to store an entry whose number is not finite, naming the field', () => {
    const entry = typicalAcmRow().entries[0] as BoardEntry;
    expect(() => boardRowToItem(rowOf([{ ...entry, runTime: Number.NaN }]))).toThrow(
      `board entry ${entry.submitId}: runTime is not a finite number`,
    );
  });

  it('store a typical row of 20 ACM entries in at most 40 % of the bytes of version 1', () => {
    const row = typicalAcmRow();
    const before = itemBytes(versionOneItem(row));
    const after = itemBytes(boardRowToItem(row));
    const entriesBefore = valueBytes(versionOneItem(row).entries) + 'entries'.length;
    const entriesAfter = valueBytes(boardRowToItem(row).e) + 1;
    // The figures in docs/benchmarks.md: about 85 bytes an entry before, 37 after.
    expect(entriesBefore / 20).toBeGreaterThan(75);
    expect(entriesAfter / 20).toBeLessThan(40);
    expect(after).toBeLessThanOrEqual(before / 2);
  });
});
