import { describe, expect, it } from 'vitest';
import { counterOf } from './message-counter';
import { noticeInBox, unreadSystemCount } from './system-box';
import type { NoticeSummary } from '../notices/notice-head';

const since = '2026-03-01T00:00:00.000Z';
const before = '2026-02-28T23:59:59.999Z';
const after = '2026-03-02T00:00:00.000Z';
const student = { uid: 'student', admin: false };
const admin = { uid: 'admin', admin: true };
const fresh = { ...counterOf(undefined), since };

const notice = (
  id: number,
  type: NoticeSummary['type'],
  gmtCreate: string,
  recipientId: string | null = null,
) => ({
  id,
  type,
  recipientId,
  gmtCreate,
});

describe('which system notices reach a reader', () => {
  it('gives a notice to all to the accounts that existed when it was sent, not to later ones', () => {
    expect(noticeInBox(notice(1, 'All', after), student, fresh)).toBe(true);
    expect(noticeInBox(notice(1, 'All', since), student, fresh)).toBe(true);
    expect(noticeInBox(notice(1, 'All', before), student, fresh)).toBe(false);
  });

  it('gives a notice to admins to admin roles only, and a single notice to its recipient whenever made', () => {
    expect(noticeInBox(notice(2, 'Admin', after), admin, fresh)).toBe(true);
    expect(noticeInBox(notice(2, 'Admin', after), student, fresh)).toBe(false);
    expect(noticeInBox(notice(3, 'Single', before, 'student'), student, fresh)).toBe(true);
    expect(noticeInBox(notice(3, 'Single', after, 'someone'), student, fresh)).toBe(false);
  });

  it('leaves out what the reader deleted or cleared, and counts unread only what they have not read', () => {
    const counter = { ...fresh, sysRead: new Set([5]), sysDeleted: new Set([6]), sysClearedId: 3 };
    const head = [3, 4, 5, 6, 7].map((id) => notice(id, 'All', after));
    expect(head.filter((item) => noticeInBox(item, student, counter)).map((item) => item.id)).toEqual([
      4, 5, 7,
    ]);
    expect(unreadSystemCount(head, student, counter)).toBe(2);
  });

  it('reaches nobody by a broadcast while the reader’s creation time is unknown', () => {
    expect(noticeInBox(notice(1, 'All', after), student, counterOf(undefined))).toBe(false);
  });
});
