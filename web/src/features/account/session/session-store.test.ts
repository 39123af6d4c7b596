import { describe, expect, it } from 'vitest';
import { isSessionExpired, readStoredSession, type Session } from './session-store';

function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

const user = {
  uid: 'u1',
  username: 'ana',
  email: 'a@x.io',
  avatar: null,
  nickname: '',
  number: '',
  roleList: [],
};

describe('the stored session', () => {
  it('is read when token, user info and login time are all there', () => {
    const storage = memoryStorage({ token: 't', userInfo: JSON.stringify(user), loginTime: '5' });
    expect(readStoredSession(storage)).toEqual({ token: 't', user, loginTime: 5 });
  });

  it('counts as none when a part is missing or broken', () => {
    expect(readStoredSession(memoryStorage({ token: 't' }))).toBeNull();
    expect(readStoredSession(memoryStorage({ token: 't', userInfo: '{', loginTime: '5' }))).toBeNull();
  });

  it('expires 24 hours after the login', () => {
    const session: Session = { token: 't', user: { ...user, roleList: [] }, loginTime: 0 };
    expect(isSessionExpired(session, 24 * 3600 * 1000 - 1)).toBe(false);
    expect(isSessionExpired(session, 24 * 3600 * 1000)).toBe(true);
  });
});
