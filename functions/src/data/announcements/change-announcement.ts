import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { transactWrite, type TransactItem } from '../transact';
import { isConditionFailure } from '../kit/condition-failure';
import { requireUpdate } from '../kit/update-expression';
import { addToCounters } from '../counters';
import {
  announcementIdIndexKey,
  announcementItemVersion,
  announcementSequenceKey,
  hiddenAnnouncementKey,
  type StoredAnnouncement,
} from './announcement-item';
import { toItem } from '../kit/versioned-item';
import { findAnnouncementItem } from './find-announcement';
import { hiddenCopyWrite, putBackWrites, takeOutWrites, visibleCount } from './move-visible-announcements';

/** Edits racing a publication or another edit retry on the new state; more losses are a fault. */
const maxAttempts = 8;

type Item = Record<string, unknown>;
const isHidden = (item: Item) => String(item.sk).startsWith('HIDDEN#');

async function retrying<T>(what: string, attempt: () => Promise<T>): Promise<T> {
  for (let round = 0; round < maxAttempts; round += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new Error(`${what}: the announcements kept changing for ${maxAttempts} attempts`);
}

/**
 * Publish a hidden announcement: an id, then the item under its hidden key (no position), on the
 * site's board or on group `gid`'s when the input names one.
 */
export async function createHiddenAnnouncement(
  input: Pick<StoredAnnouncement, 'title' | 'content' | 'username' | 'uid'> & { gid?: number | null },
  now: Date = new Date(),
): Promise<number> {
  const { value } = await addToCounters(announcementSequenceKey, { value: 1 });
  const id = value as number;
  const stamp = now.toISOString();
  const fields = { id, ...input, gid: input.gid ?? null, gmtCreate: stamp, gmtModified: stamp };
  await transactWrite([hiddenCopyWrite(storedItem(fields))]);
  return id;
}

function storedItem(fields: Omit<StoredAnnouncement, 'status'>): Item {
  const { gid, ...rest } = fields;
  return toItem(hiddenAnnouncementKey(fields.id, gid), 'Announcement', announcementItemVersion, {
    ...announcementIdIndexKey(fields.id),
    ...rest,
    // The site's items carry no `gid`, as before there were groups.
    ...(gid === null ? {} : { gid }),
  });
}

/**
 * Change an announcement's title, content and status. The same status is one conditional update in
 * place; hiding takes it out of the visible positions and keeps it under its hidden key, showing puts it
 * back at the place its id gives it, each in one transaction. Answers false for an id that is not on
 * the board of `gid` (null: the site's).
 */
export async function changeAnnouncement(
  id: number,
  change: Pick<StoredAnnouncement, 'title' | 'content' | 'status'>,
  gid: number | null = null,
  now: Date = new Date(),
): Promise<boolean> {
  return retrying(`announcement ${id}`, async () => {
    const item = await findAnnouncementItem(id, gid);
    if (!item) return false;
    const edited = { ...item, title: change.title, content: change.content, gmtModified: now.toISOString() };
    const wantHidden = change.status === 1;
    if (wantHidden === isHidden(item)) {
      const update = requireUpdate({
        set: { title: edited.title, content: edited.content, gmtModified: edited.gmtModified },
      });
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: item.pk, sk: item.sk },
          ...update,
          ConditionExpression: '#id = :oldId AND #modified = :oldModified',
          ExpressionAttributeNames: {
            ...update.ExpressionAttributeNames,
            '#id': 'id',
            '#modified': 'gmtModified',
          },
          ExpressionAttributeValues: {
            ...update.ExpressionAttributeValues,
            ':oldId': id,
            ':oldModified': item.gmtModified,
          },
        }),
      );
      return true;
    }
    const count = await visibleCount(gid);
    const writes: TransactItem[] = wantHidden
      ? [...(await takeOutWrites(Number(item.position), count, gid)), hiddenCopyWrite(edited)]
      : [...(await putBackWrites(edited, count)), removeHidden(item)];
    await transactWrite(writes);
    return true;
  });
}

function removeHidden(item: Item): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: { pk: item.pk, sk: item.sk },
      ConditionExpression: '#modified = :oldModified',
      ExpressionAttributeNames: { '#modified': 'gmtModified' },
      ExpressionAttributeValues: { ':oldModified': item.gmtModified },
    },
  };
}

/**
 * Delete an announcement of the board of `gid` (null: the site's): a visible one leaves its position
 * (the newer ones move down). False if that board has no such announcement.
 */
export async function deleteAnnouncement(id: number, gid: number | null = null): Promise<boolean> {
  return retrying(`announcement ${id}`, async () => {
    const item = await findAnnouncementItem(id, gid);
    if (!item) return false;
    const writes = isHidden(item)
      ? [removeHidden(item)]
      : await takeOutWrites(Number(item.position), await visibleCount(gid), gid);
    await transactWrite(writes);
    return true;
  });
}
