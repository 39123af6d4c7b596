import { describe, expect, it } from 'vitest';
import { numberedTestData } from './demo-problem';

describe('numbered test data', () => {
  it('makes one case per input, numbered from 1, with its input and answer files', () => {
    const data = numberedTestData([2, 5], { format: (n) => `${n}\n`, solve: (n) => `${n * n}\n` });
    expect(data.files).toEqual({ '1.in': '2\n', '1.out': '4\n', '2.in': '5\n', '2.out': '25\n' });
    expect(data.cases).toEqual([
      { seq: 1, input: '1.in', output: '1.out', score: 0, groupNum: 1 },
      { seq: 2, input: '2.in', output: '2.out', score: 0, groupNum: 1 },
    ]);
  });

  it('gives every case the same points, or each its own points and subtask', () => {
    const same = numberedTestData([1, 2], { format: String, solve: String, points: 20 });
    expect(same.cases.map((c) => c.score)).toEqual([20, 20]);
    const subtasks = numberedTestData([1, 2, 3], {
      format: String,
      solve: String,
      points: [30, 30, 40],
      groups: [1, 1, 2],
    });
    expect(subtasks.cases.map((c) => [c.score, c.groupNum])).toEqual([
      [30, 1],
      [30, 1],
      [40, 2],
    ]);
  });
});
