import { describe, expect, it } from 'vitest';
import { buildUpdate, requireUpdate } from './update-expression';

describe('buildUpdate', () => {
  it('writes the clauses in DynamoDB order with a placeholder for every name and value', () => {
    expect(
      buildUpdate({
        set: { status: 4, round: 2 },
        add: { tries: 1 },
        remove: ['judger'],
        delete: { solved: new Set([7]) },
      }),
    ).toEqual({
      UpdateExpression: 'SET #u0 = :u0, #u1 = :u1 ADD #u2 :u2 REMOVE #u3 DELETE #u4 :u4',
      ExpressionAttributeNames: {
        '#u0': 'status',
        '#u1': 'round',
        '#u2': 'tries',
        '#u3': 'judger',
        '#u4': 'solved',
      },
      ExpressionAttributeValues: { ':u0': 4, ':u1': 2, ':u2': 1, ':u4': new Set([7]) },
    });
  });

  it('numbers placeholders in the order the clauses are given, whatever order they are written in', () => {
    const parts = buildUpdate({ add: { submitted: 1 }, set: { username: 'ada' } }, 'd');
    expect(parts?.UpdateExpression).toBe('SET #d1 = :d1 ADD #d0 :d0');
    expect(parts?.ExpressionAttributeNames).toEqual({ '#d0': 'submitted', '#d1': 'username' });
  });

  it('leaves out assignments whose value is undefined', () => {
    expect(buildUpdate({ set: { nickname: 'x', school: undefined } })).toEqual({
      UpdateExpression: 'SET #u0 = :u0',
      ExpressionAttributeNames: { '#u0': 'nickname' },
      ExpressionAttributeValues: { ':u0': 'x' },
    });
  });

  it('gives no values for an update that only removes', () => {
    expect(buildUpdate({ remove: ['timeMs', 'memoryKb'] })).toEqual({
      UpdateExpression: 'REMOVE #u0, #u1',
      ExpressionAttributeNames: { '#u0': 'timeMs', '#u1': 'memoryKb' },
    });
  });

  it('answers undefined when the clauses change nothing', () => {
    expect(buildUpdate({})).toBeUndefined();
    expect(buildUpdate({ set: { a: undefined }, add: {}, remove: [] })).toBeUndefined();
  });
});

describe('requireUpdate', () => {
  it('builds the same parts as buildUpdate', () => {
    expect(requireUpdate({ add: { sent: 1 } })).toEqual(buildUpdate({ add: { sent: 1 } }));
  });

  it('refuses clauses that change nothing, naming the mistake', () => {
    expect(() => requireUpdate({ set: {} })).toThrow('an update with no clauses changes nothing');
  });
});
