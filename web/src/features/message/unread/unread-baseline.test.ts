import { describe, expect, it } from 'vitest';
import { noteUnreadTotal, seenUnreadTotal } from './unread-baseline';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the unread notice rule', () => {
  it('tells a login that finds unread messages once, and not again for the same total', () => {
    const store = memoryStore();
    expect(noteUnreadTotal(store, 'u1', 3)).toBe(true);
    expect(noteUnreadTotal(store, 'u1', 3)).toBe(false);
  });

  it('says nothing when there is nothing unread', () => {
    expect(noteUnreadTotal(memoryStore(), 'u1', 0)).toBe(false);
  });

  it('tells a new message after the user has read a box', () => {
    const store = memoryStore();
    noteUnreadTotal(store, 'u1', 2);
    expect(noteUnreadTotal(store, 'u1', 0)).toBe(false);
    expect(noteUnreadTotal(store, 'u1', 1)).toBe(true);
  });

  it('keeps each user apart and reads an unreadable stored total as none', () => {
    const store = memoryStore();
    noteUnreadTotal(store, 'u1', 5);
    expect(seenUnreadTotal(store, 'u2')).toBe(0);
    store.setItem('message-unread-seen:u3', 'abc');
    expect(seenUnreadTotal(store, 'u3')).toBe(0);
    expect(noteUnreadTotal(store, 'u2', 1)).toBe(true);
  });
});
