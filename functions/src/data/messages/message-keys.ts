import { keyOf, type ItemKey } from '../item-key';

/*
 * A user's message boxes: one partition per user (`MSGBOX#<uid>`), a message per item under its box
 * (`Discuss#`, `Reply#`, `Like#`, `Mine#` then the padded id, so each box is one Query newest first),
 * and one counter item (`UNREAD`) that the two-minute poll reads alone. System notices are not copied
 * per user: the `Sys` box is read from the notices themselves (see data/notices), and the counter item
 * keeps where the user's reading of them stands.
 */

const padded = (id: number) => String(id).padStart(10, '0');

export type StoredBox = 'Discuss' | 'Reply' | 'Like' | 'Mine';

export function messageBoxPartition(uid: string): string {
  return keyOf('MSGBOX', uid);
}

export function messageKey(uid: string, box: StoredBox, id: number): ItemKey {
  return { pk: messageBoxPartition(uid), sk: keyOf(box, padded(id)) };
}

export function unreadCounterKey(uid: string): ItemKey {
  return { pk: messageBoxPartition(uid), sk: 'UNREAD' };
}

export const messageSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'MESSAGE' };
