import { describe, expect, it } from 'vitest';
import { deltaToUpdate, deltaWrites, mergeDeltas, type CounterDelta } from './counter-deltas';

const problem = { pk: 'CATALOGUE', sk: 'P#0000001000' };
const user = { pk: 'USER#u1', sk: 'STATS' };

describe('mergeDeltas', () => {
  it('sums the numbers of one item, so a verdict landing and taken back nets to zero', () => {
    const merged = mergeDeltas([
      { key: problem, add: { total: 1, ac: 1 } },
      { key: problem, add: { total: -1, ac: -1, wa: 1 } },
      { key: problem, add: { wa: 1 } },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.add).toEqual({ total: 0, ac: 0, wa: 2 });
  });

  it('keeps the items apart, in the order each was first named', () => {
    const merged = mergeDeltas([
      { key: user, add: { submitted: 1 } },
      { key: problem, add: { total: 1 } },
      { key: user, add: { submitted: 1 } },
    ]);
    expect(merged.map((delta) => delta.key)).toEqual([user, problem]);
    expect(merged[0]?.add).toEqual({ submitted: 2 });
  });

  it('joins set changes and assignments; the later assignment and condition win', () => {
    const merged = mergeDeltas([
      { key: user, addToSets: { tried: [7] }, assign: { username: 'old' } },
      {
        key: user,
        addToSets: { tried: [8], solved: [8] },
        deleteFromSets: { solved: [7] },
        assign: { username: 'new' },
        condition: { expression: 'n = :n', values: { ':n': 3 } },
      },
    ]);
    expect(merged[0]).toMatchObject({
      addToSets: { tried: [7, 8], solved: [8] },
      deleteFromSets: { solved: [7] },
      assign: { username: 'new' },
      condition: { expression: 'n = :n', values: { ':n': 3 } },
    });
  });

  it('does not change the deltas it was given', () => {
    const first: CounterDelta = { key: user, add: { submitted: 1 }, addToSets: { tried: [1] } };
    mergeDeltas([first, { key: user, add: { submitted: 1 }, addToSets: { tried: [2] } }]);
    expect(first).toEqual({ key: user, add: { submitted: 1 }, addToSets: { tried: [1] } });
  });
});

describe('deltaToUpdate', () => {
  it('writes SET, ADD and DELETE clauses with a placeholder for every name and value', () => {
    const update = deltaToUpdate({
      key: user,
      add: { submitted: -1, accepted: 0 },
      addToSets: { tried: [5] },
      deleteFromSets: { solved: [5] },
      assign: { username: 'ada' },
    })?.Update;
    expect(update?.Key).toEqual(user);
    expect(update?.UpdateExpression).toBe('SET #d3 = :d3 ADD #d0 :d0, #d1 :d1 DELETE #d2 :d2');
    expect(update?.ExpressionAttributeNames).toEqual({
      '#d0': 'submitted',
      '#d1': 'tried',
      '#d2': 'solved',
      '#d3': 'username',
    });
    expect(update?.ExpressionAttributeValues).toEqual({
      ':d0': -1,
      ':d1': new Set([5]),
      ':d2': new Set([5]),
      ':d3': 'ada',
    });
    expect(update).not.toHaveProperty('ConditionExpression');
  });

  it('leaves out numbers that add nothing and empty set changes', () => {
    const update = deltaToUpdate({
      key: problem,
      add: { total: 0, ac: -0, wa: 1 },
      addToSets: { tried: [] },
      deleteFromSets: { solved: [] },
    })?.Update;
    expect(update?.UpdateExpression).toBe('ADD #d0 :d0');
    expect(update?.ExpressionAttributeNames).toEqual({ '#d0': 'wa' });
  });

  it('answers nothing for a delta that changes nothing and checks nothing', () => {
    expect(deltaToUpdate({ key: problem, add: { total: 0 } })).toBeUndefined();
    expect(deltaToUpdate({ key: problem })).toBeUndefined();
  });

  it('keeps the condition of a change, and checks it alone when nothing changes', () => {
    const condition = { expression: 'n = :readChanges', values: { ':readChanges': 4 } };
    const update = deltaToUpdate({ key: user, add: { ac: -1 }, condition })?.Update;
    expect(update?.ConditionExpression).toBe('n = :readChanges');
    expect(update?.ExpressionAttributeValues).toEqual({ ':readChanges': 4, ':d0': -1 });

    const check = deltaToUpdate({ key: user, add: { ac: 0 }, condition });
    expect(check).not.toHaveProperty('Update');
    expect(check?.ConditionCheck).toMatchObject({
      Key: user,
      ConditionExpression: 'n = :readChanges',
      ExpressionAttributeValues: { ':readChanges': 4 },
    });
  });
});

describe('deltaWrites', () => {
  it('writes each item once, and nothing for an item whose changes cancel out', () => {
    const writes = deltaWrites([
      { key: problem, add: { total: 1, ac: 1 } },
      { key: user, add: { submitted: 1 } },
      { key: problem, add: { total: -1, ac: -1 } },
      { key: user, add: { accepted: 1 } },
    ]);
    expect(writes).toHaveLength(1);
    expect(writes[0]?.Update?.Key).toEqual(user);
    expect(writes[0]?.Update?.ExpressionAttributeValues).toEqual({ ':d0': 1, ':d1': 1 });
  });

  it('answers no writes for no deltas', () => {
    expect(deltaWrites([])).toEqual([]);
  });
});
