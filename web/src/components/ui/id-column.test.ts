import { describe, expect, it } from 'vitest';
import { idColumn } from './id-column';

describe('an id column', () => {
  it('shows the row id in grey tabular numbers, folded away on a phone', () => {
    const column = idColumn<{ id: number }>('ID');
    expect(column).toMatchObject({ key: 'id', header: 'ID', hideBelow: 'sm' });
    expect(column.className).toBe('w-14 pl-4 text-slate-500 tabular-nums');
    expect(column.cell({ id: 42 })).toBe(42);
  });

  it('takes the padding of its place in the table', () => {
    expect(idColumn('ID', 'px-2').className).toBe('w-14 px-2 text-slate-500 tabular-nums');
  });
});
