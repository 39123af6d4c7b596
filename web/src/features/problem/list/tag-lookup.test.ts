import { describe, expect, it } from 'vitest';
import { tagsById, toggleTag } from './tag-lookup';

const tag = (id: number, name: string) => ({
  id,
  name,
  color: '#409EFF',
  oj: 'ME',
  gid: null,
  classification: null,
});

describe('the chosen tags', () => {
  it('finds tags of every group by id', () => {
    const lookup = tagsById([
      { classification: { id: 1, name: 'Graphs' }, tagList: [tag(3, 'BFS')] },
      { classification: null, tagList: [tag(5, 'Math')] },
    ]);
    expect(lookup.get(3)?.name).toBe('BFS');
    expect(lookup.get(5)?.name).toBe('Math');
    expect(lookup.has(4)).toBe(false);
  });

  it('toggles a tag in and out, keeping the order of choice', () => {
    expect(toggleTag([2], 7)).toEqual([2, 7]);
    expect(toggleTag([2, 7], 2)).toEqual([7]);
  });
});
