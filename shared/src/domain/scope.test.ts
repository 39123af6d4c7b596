import { describe, expect, it } from 'vitest';
import { ScopeConflictError, ScopeIdError, scopeConflict, scopeOf } from './scope';

describe('reading the scope of a request', () => {
  it('reads no id, and 0 or null for every id, as the public site', () => {
    expect(scopeOf({})).toEqual({ kind: 'public' });
    expect(scopeOf({ cid: 0, tid: null, gid: 0 })).toEqual({ kind: 'public' });
    expect(scopeOf({ cid: undefined })).toEqual({ kind: 'public' });
  });

  it('reads one id as its contest, training or group', () => {
    expect(scopeOf({ cid: 3 })).toEqual({ kind: 'contest', cid: 3, gid: null });
    expect(scopeOf({ tid: 4, cid: 0 })).toEqual({ kind: 'training', tid: 4, gid: null });
    expect(scopeOf({ gid: 5, cid: 0, tid: null })).toEqual({ kind: 'group', gid: 5 });
  });

  it('keeps a group beside a contest or a training as the group said to hold it', () => {
    expect(scopeOf({ cid: 3, gid: 5 })).toEqual({ kind: 'contest', cid: 3, gid: 5 });
    expect(scopeOf({ tid: 4, gid: 5 })).toEqual({ kind: 'training', tid: 4, gid: 5 });
  });

  it('refuses a contest and a training together, naming both fields', () => {
    expect(scopeConflict({ cid: 3, tid: 4 })).toEqual(['cid', 'tid']);
    expect(scopeConflict({ cid: 3, tid: 0, gid: 5 })).toBeUndefined();
    expect(() => scopeOf({ cid: 3, tid: 4, gid: 5 })).toThrow(ScopeConflictError);
    expect(() => scopeOf({ cid: 3, tid: 4 })).toThrow(/cid and tid/);
  });

  it('refuses an id that is no id, naming its field', () => {
    expect(() => scopeOf({ gid: -1 })).toThrow(ScopeIdError);
    expect(() => scopeOf({ tid: 1.5 })).toThrow(/^tid must be/);
    expect(() => scopeOf({ cid: Number.NaN })).toThrow(/^cid must be/);
  });
});
