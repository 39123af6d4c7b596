import { describe, expect, it } from 'vitest';
import { tagRow } from './tag-row';

const tag = { id: 7, name: 'dp', color: '#f00', oj: 'ME', classificationId: 3, gid: null };
const classification = { id: 3, name: 'Algorithms', oj: 'ME', rank: 1 };

describe('the admin tag row', () => {
  it('is the public tag row with tcid before the classification, in the order the answers have', () => {
    const row = tagRow(tag, [classification]);
    expect(row).toEqual({
      id: 7,
      name: 'dp',
      color: '#f00',
      oj: 'ME',
      gid: null,
      tcid: 3,
      classification: { id: 3, name: 'Algorithms' },
    });
    expect(Object.keys(row)).toEqual(['id', 'name', 'color', 'oj', 'gid', 'tcid', 'classification']);
  });

  it('has no tcid and no classification for a tag outside every classification', () => {
    const row = tagRow({ ...tag, classificationId: null }, [classification]);
    expect(row).toMatchObject({ tcid: null, classification: null });
  });
});
