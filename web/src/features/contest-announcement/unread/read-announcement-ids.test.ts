import { beforeEach, describe, expect, it } from 'vitest';
import { markAnnouncementRead, readAnnouncementIds, readIdsKey } from './read-announcement-ids';

/** A Storage kept in a map, as the browser's local storage behaves. */
class MapStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('the read contest announcement ids', () => {
  let storage: MapStorage;
  beforeEach(() => {
    storage = new MapStorage();
  });

  it('are kept apart per user and per contest', () => {
    markAnnouncementRead(storage, 'alice', 1, 10);
    markAnnouncementRead(storage, 'alice', 2, 20);
    markAnnouncementRead(storage, 'bob', 1, 30);
    expect(readAnnouncementIds(storage, 'alice', 1)).toEqual([10]);
    expect(readAnnouncementIds(storage, 'alice', 2)).toEqual([20]);
    expect(readAnnouncementIds(storage, 'bob', 1)).toEqual([30]);
  });

  it('count an id once however often it is marked', () => {
    markAnnouncementRead(storage, 'alice', 1, 10);
    markAnnouncementRead(storage, 'alice', 1, 11);
    markAnnouncementRead(storage, 'alice', 1, 10);
    expect(readAnnouncementIds(storage, 'alice', 1)).toEqual([11, 10]);
  });

  it('read as none when storage holds something else', () => {
    storage.setItem(readIdsKey('alice', 1), '{"not":"a list"}');
    expect(readAnnouncementIds(storage, 'alice', 1)).toEqual([]);
    storage.setItem(readIdsKey('alice', 1), 'not json');
    expect(readAnnouncementIds(storage, 'alice', 1)).toEqual([]);
    storage.setItem(readIdsKey('alice', 1), '[1,"2",3.5,4]');
    expect(readAnnouncementIds(storage, 'alice', 1)).toEqual([1, 4]);
  });

  it('keep only the newest thousand, as many as a poll may send', () => {
    storage.setItem(readIdsKey('alice', 1), JSON.stringify(Array.from({ length: 1000 }, (_, i) => i)));
    markAnnouncementRead(storage, 'alice', 1, 5000);
    const ids = readAnnouncementIds(storage, 'alice', 1);
    expect(ids).toHaveLength(1000);
    expect(ids[0]).toBe(1);
    expect(ids.at(-1)).toBe(5000);
  });
});
