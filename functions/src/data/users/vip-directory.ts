import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isVipNumber, type VipNumber } from '@oj/shared';
import { cachedFor } from '../kit/paging/cached-snapshot';
import { dynamo, tableName } from '../dynamo-client';
import type { TransactItem } from '../transact';
import type { ItemKey } from '../item-key';
import { stampOf } from '../kit/versioned-item';
import { requireUpdate } from '../kit/update-expression';

/**
 * One item naming every user whose `number` is vip1–vip3, so list rows can style names (spec §2)
 * without reading each author's account. Each VIP is an attribute `vip#<uid>` of the item (a nested
 * map could not be written before it exists); about 40 bytes each, so the 400 KB item holds ~10,000.
 * It changes only in the transaction that changes a user's `number` (`vipDirectoryWrite`).
 */
export const vipDirectoryKey: ItemKey = { pk: 'VIP_DIRECTORY', sk: 'VIP_DIRECTORY' };

const attributePrefix = 'vip#';

export type VipDirectory = ReadonlyMap<string, VipNumber>;

/** The directory as stored: one eventually consistent GetItem (0.5 RCU per 4 KB, ~100 VIPs). */
export async function readVipDirectory(): Promise<VipDirectory> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: vipDirectoryKey }));
  const directory = new Map<string, VipNumber>();
  for (const [name, value] of Object.entries(Item ?? {}))
    if (name.startsWith(attributePrefix) && isVipNumber(value))
      directory.set(name.slice(attributePrefix.length), value);
  return directory;
}

/**
 * The directory as lists read it: a warm function reads it once per 10 s, so a list page costs no
 * read for it and an administrator's change shows within 10 s.
 */
export const cachedVipDirectory = cachedFor(10_000, readVipDirectory);

/** The vip value a user's name is styled with, or null. */
export function vipNumberOf(directory: VipDirectory, uid: string): VipNumber | null {
  return directory.get(uid) ?? null;
}

/**
 * The directory's part of the transaction that sets a user's `number` to `number`: the user is listed
 * when it is a vip value and removed otherwise, so the account and the directory never disagree.
 */
export function vipDirectoryWrite(uid: string, number: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: vipDirectoryKey,
      ...requireUpdate(
        isVipNumber(number)
          ? { set: { ...stampOf('VipDirectory', 1), [`${attributePrefix}${uid}`]: number } }
          : { set: stampOf('VipDirectory', 1), remove: [`${attributePrefix}${uid}`] },
      ),
    },
  };
}
