import { describe, expect, it } from 'vitest';
import { refusedRows } from './import-users-panel';

describe('the rows a refused import names', () => {
  it('reads them from the English and the Chinese message', () => {
    expect([...refusedRows('fix these rows: row 2: a; row 17: b, c')]).toEqual([2, 17]);
    expect([...refusedRows('请修改以下行后重试：第 3 行: 甲；第 40 行: 乙')]).toEqual([3, 40]);
  });
});
