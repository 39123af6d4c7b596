import { describe, expect, it } from 'vitest';
import type { DiscussionCategory } from '@oj/shared/api/discussion';
import { categoryUpsert, draftsOf } from './category-drafts';

const at = '2026-11-24T10:00:00.000Z';
const saved: DiscussionCategory[] = [
  { id: 1, name: '题解', gmtCreate: at, gmtModified: at },
  { id: 2, name: 'Questions', gmtCreate: at, gmtModified: at },
];

describe('the discussion categories to save', () => {
  it('sends nothing while nothing changed', () => {
    expect(categoryUpsert(saved, draftsOf(saved))).toEqual({ entries: [], problem: null });
  });

  it('sends a renamed category with its id and a new one without, trimmed, and skips a blank new row', () => {
    const drafts = [
      ...draftsOf(saved).map((draft) => (draft.id === 2 ? { ...draft, name: ' Help ' } : draft)),
      { key: 'new-1', id: null, name: ' Chat ' },
      { key: 'new-2', id: null, name: '   ' },
    ];
    expect(categoryUpsert(saved, drafts)).toEqual({
      entries: [{ id: 2, name: 'Help' }, { name: 'Chat' }],
      problem: null,
    });
  });

  it('refuses to empty a saved category, naming it: nothing is ever deleted', () => {
    const drafts = draftsOf(saved).map((draft) => (draft.id === 2 ? { ...draft, name: '' } : draft));
    expect(categoryUpsert(saved, drafts).problem).toEqual({
      key: 'blankName',
      params: { name: 'Questions' },
    });
  });

  it('refuses a name over 64 characters and a name given twice', () => {
    const long = [...draftsOf(saved), { key: 'new-1', id: null, name: 'x'.repeat(65) }];
    expect(categoryUpsert(saved, long).problem?.key).toBe('tooLong');
    const twice = [...draftsOf(saved), { key: 'new-1', id: null, name: 'Questions ' }];
    expect(categoryUpsert(saved, twice).problem).toEqual({ key: 'duplicate', params: { name: 'Questions' } });
  });
});
