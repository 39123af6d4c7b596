import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { undoVerdictEffectWrites, verdictEffectWrites } from '../verdicts/verdict-effects';
import { mergeCounterWrites } from './merge-counter-writes';
import type { TransactItem } from '../transact';

const submission = { uid: 'u1', username: 'alice', pid: 7, submitTime: '2026-03-01T10:00:00.000Z' };

/** The attributes an update adds to and assigns, by name, resolved through its placeholders. */
function effectOf(item: TransactItem) {
  const update = item.Update;
  const names = update?.ExpressionAttributeNames ?? {};
  const values = update?.ExpressionAttributeValues ?? {};
  const adds: Record<string, unknown> = {};
  const sets: Record<string, unknown> = {};
  for (const [, placeholder, value] of (update?.UpdateExpression ?? '').matchAll(/(#\w+) (:\w+)/g))
    adds[names[placeholder as string] as string] = values[value as string];
  for (const [, placeholder, value] of (update?.UpdateExpression ?? '').matchAll(/(#\w+) = (:\w+)/g))
    sets[names[placeholder as string] as string] = values[value as string];
  return { key: update?.Key, adds, sets };
}

describe('mergeCounterWrites', () => {
  it('nets a verdict taken back and a new one into one update per item', () => {
    const merged = mergeCounterWrites([
      ...undoVerdictEffectWrites(submission, judgeStatus.wrongAnswer),
      ...verdictEffectWrites(submission, judgeStatus.accepted),
    ]);
    const keys = merged.map((item) => `${String(item.Update?.Key?.pk)}|${String(item.Update?.Key?.sk)}`);
    expect(new Set(keys).size).toBe(keys.length);
    const problem = merged.map(effectOf).find((effect) => effect.key?.pk === 'PROBLEMS');
    expect(problem?.adds).toEqual({ total: 0, wa: -1, ac: 1 });
    const stats = merged.map(effectOf).find((effect) => effect.key?.sk === 'STATS');
    expect(stats?.adds).toMatchObject({ submitted: 0, accepted: 1, solved: new Set([7]) });
  });

  it('keeps an assignment and adds up repeated numbers', () => {
    const merged = mergeCounterWrites([
      ...verdictEffectWrites(submission, judgeStatus.accepted),
      ...verdictEffectWrites(submission, judgeStatus.accepted),
    ]);
    const acDay = merged.map(effectOf).find((effect) => String(effect.key?.pk).startsWith('ACDAY'));
    expect(acDay).toMatchObject({ adds: { ac: 2 }, sets: { username: 'alice' } });
  });

  it('passes items with distinct keys through unchanged', () => {
    const writes = verdictEffectWrites(submission, judgeStatus.timeLimitExceeded);
    expect(mergeCounterWrites(writes)).toEqual(writes);
  });

  it('refuses to merge a conditional write rather than dropping its condition', () => {
    const conditional: TransactItem = {
      Update: {
        TableName: 't',
        Key: { pk: 'A', sk: 'B' },
        UpdateExpression: 'ADD #a :a',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#a': 'a' },
        ExpressionAttributeValues: { ':a': 1 },
      },
    };
    expect(() => mergeCounterWrites([conditional, conditional])).toThrow(/only unconditional/);
  });
});
