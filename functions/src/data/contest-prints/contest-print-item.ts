import { keyOf, type ItemKey } from '../item-key';
import { toItem } from '../kit/versioned-item';

/*
 * A print is two items written together. Its line sits in the contest's print partition,
 * `CONTESTPRINT#<cid>` / `PRINT#<id, 10 digits>`, small, so the admins' 10-second poll reads the
 * queue without the texts; the text (up to 64 KB) sits alone under `PRINT#<id>` / `TEXT`, where the
 * download finds it by the id it is given.
 */

/** Print ids come from their own sequence. */
export const contestPrintSequenceKey: ItemKey = { pk: 'SEQUENCE', sk: 'CONTESTPRINT' };

export function contestPrintPartition(cid: number): string {
  return keyOf('CONTESTPRINT', cid);
}

export function contestPrintLineKey(cid: number, id: number): ItemKey {
  return { pk: contestPrintPartition(cid), sk: keyOf('PRINT', String(id).padStart(10, '0')) };
}

export function contestPrintTextKey(id: number): ItemKey {
  return { pk: keyOf('PRINT', id), sk: 'TEXT' };
}

export const contestPrintItemVersion = 1;

/** A print's line in the queue. */
export interface StoredContestPrint {
  id: number;
  cid: number;
  uid: string;
  username: string;
  realname: string;
  /** 0 waiting, 1 printed. */
  status: 0 | 1;
  gmtCreate: string;
  gmtModified: string;
}

/** A print's text with what the download needs to check and name it. */
export interface StoredContestPrintText {
  id: number;
  cid: number;
  username: string;
  content: string;
  gmtCreate: string;
}

export function contestPrintLineToItem(print: StoredContestPrint): Record<string, unknown> & ItemKey {
  return toItem(contestPrintLineKey(print.cid, print.id), 'ContestPrint', contestPrintItemVersion, print);
}

export function contestPrintTextToItem(text: StoredContestPrintText): Record<string, unknown> & ItemKey {
  return toItem(contestPrintTextKey(text.id), 'ContestPrintText', contestPrintItemVersion, text);
}

export function contestPrintFromItem(item: Record<string, unknown>): StoredContestPrint {
  return {
    id: Number(item.id),
    cid: Number(item.cid),
    uid: String(item.uid ?? ''),
    username: String(item.username ?? ''),
    realname: String(item.realname ?? ''),
    status: item.status === 1 ? 1 : 0,
    gmtCreate: String(item.gmtCreate ?? ''),
    gmtModified: String(item.gmtModified ?? item.gmtCreate ?? ''),
  };
}

export function contestPrintTextFromItem(item: Record<string, unknown>): StoredContestPrintText {
  return {
    id: Number(item.id),
    cid: Number(item.cid),
    username: String(item.username ?? ''),
    content: String(item.content ?? ''),
    gmtCreate: String(item.gmtCreate ?? ''),
  };
}
