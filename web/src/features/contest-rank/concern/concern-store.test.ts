import { describe, expect, it, vi } from 'vitest';
import { concernListKey, concernListMax, parseConcernList } from './concern-list';
import { concernStoreOf } from './concern-store';

/** A Storage kept in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the followed users of a contest board', () => {
  it("keeps each contest's list under its own key", () => {
    const storage = memoryStorage();
    concernStoreOf(7, storage).follow({ uid: 'u1', name: 'alice' });
    concernStoreOf(8, storage).follow({ uid: 'u2', name: 'bob' });
    expect(concernStoreOf(7, storage).read()).toEqual([{ uid: 'u1', name: 'alice' }]);
    expect(storage.getItem(concernListKey(8))).toBe('[{"uid":"u2","name":"bob"}]');
  });

  it('follows a user once, in the order followed, and unfollows them', () => {
    const store = concernStoreOf(1, memoryStorage());
    store.follow({ uid: 'a', name: 'A' });
    store.follow({ uid: 'b', name: 'B' });
    store.follow({ uid: 'a', name: 'A again' });
    expect(store.read().map((user) => user.uid)).toEqual(['a', 'b']);
    store.unfollow('a');
    expect(store.read()).toEqual([{ uid: 'b', name: 'B' }]);
  });

  it('empties the list and its stored entry when cleared', () => {
    const storage = memoryStorage();
    const store = concernStoreOf(1, storage);
    store.follow({ uid: 'a', name: 'A' });
    store.clear();
    expect(store.read()).toEqual([]);
    expect(storage.getItem(concernListKey(1))).toBeNull();
  });

  it('answers the same list until it changes, and tells its listeners when it does', () => {
    const store = concernStoreOf(1, memoryStorage());
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const before = store.read();
    expect(store.read()).toBe(before);
    store.follow({ uid: 'a', name: 'A' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.read()).not.toBe(before);
    stop();
    store.unfollow('a');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it(`holds at most ${concernListMax} users, the most the board takes`, () => {
    const store = concernStoreOf(1, memoryStorage());
    for (let index = 0; index <= concernListMax; index += 1) store.follow({ uid: `u${index}`, name: '' });
    expect(store.read()).toHaveLength(concernListMax);
  });

  it('reads a malformed or repeated stored list as what is usable in it', () => {
    expect(parseConcernList('not json')).toEqual([]);
    expect(parseConcernList('{"uid":"a"}')).toEqual([]);
    expect(parseConcernList('[{"uid":"a","name":"A"},{"uid":"a"},{"name":"x"},7,{"uid":"b"}]')).toEqual([
      { uid: 'a', name: 'A' },
      { uid: 'b', name: 'b' },
    ]);
  });
});
