import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import type { TransactItem } from '../transact';
import {
  announcementCountKeyOf,
  announcementPartitionOf,
  announcementPositionKey,
  boardOfItem,
  hiddenAnnouncementKey,
} from './announcement-item';

/*
 * Moving the visible list. Positions stay dense and in publication order, so hiding or removing the
 * announcement at position p moves every newer one down a position, and showing one again moves the
 * newer ones up. One transaction holds every move, the count and the hidden copy; every write is
 * conditioned on what its target held when read (id and gmtModified), so an edit or a publication that
 * comes in between fails the transaction and the caller retries on the new state. Every move stays
 * on one board (the site's, or a group's: `gid`), which an item names itself (`boardOfItem`).
 */

/** DynamoDB's limit of actions in one transaction. */
const transactionLimit = 100;

/** Newer visible announcements one move can shift: the limit less the count, the item and its copy. */
export const maxShiftedAnnouncements = transactionLimit - 3;

type Item = Record<string, unknown>;

/** The count of a board's visible announcements, read strongly consistent. */
export async function visibleCount(gid: number | null = null): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: announcementCountKeyOf(gid), ConsistentRead: true }),
  );
  return Number(Item?.count ?? 0);
}

/** Visible items from `lowest` to `highest` position, newest first, strongly consistent. */
async function readPositions(lowest: number, highest: number, gid: number | null): Promise<Item[]> {
  if (highest < lowest) return [];
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :lowest AND :highest',
      ExpressionAttributeValues: {
        ':pk': announcementPartitionOf(gid),
        ':lowest': announcementPositionKey(lowest, gid).sk,
        ':highest': announcementPositionKey(highest, gid).sk,
      },
      ScanIndexForward: false,
      ConsistentRead: true,
    }),
  );
  return Items;
}

/** Condition: the item at the key still is the one read (same id, not edited since). */
function unchanged(item: Item) {
  return {
    ConditionExpression: '#id = :oldId AND #modified = :oldModified',
    ExpressionAttributeNames: { '#id': 'id', '#modified': 'gmtModified' },
    ExpressionAttributeValues: { ':oldId': item.id, ':oldModified': item.gmtModified },
  };
}

function atPosition(item: Item, position: number): Item {
  return { ...item, ...announcementPositionKey(position, boardOfItem(item)), position };
}

function countMove(from: number, to: number, gid: number | null): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: announcementCountKeyOf(gid),
      UpdateExpression: 'SET #count = :to',
      ConditionExpression: from === 0 ? 'attribute_not_exists(#count) OR #count = :from' : '#count = :from',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':to': to, ':from': from },
    },
  };
}

/** The move refused because too many newer announcements would shift; names how many. */
export class TooManyShifts extends Error {
  constructor(readonly shifted: number) {
    super(`${shifted} newer announcements would move; at most ${maxShiftedAnnouncements} can`);
  }
}

/**
 * The writes that take the visible announcement at `position` out of the list of `count`: each newer
 * one takes the position below, the top position is emptied, the count goes down one. On the board of
 * `gid` (null: the site's).
 */
export async function takeOutWrites(
  position: number,
  count: number,
  gid: number | null = null,
): Promise<TransactItem[]> {
  if (count - position > maxShiftedAnnouncements) throw new TooManyShifts(count - position);
  const occupants = (await readPositions(position, count, gid)).reverse(); // position … count
  const top = occupants.at(-1);
  if (!top) throw new Error(`no visible announcement at positions ${position}…${count}`);
  const writes: TransactItem[] = occupants.slice(1).map((mover, index) => ({
    Put: {
      TableName: tableName(),
      Item: atPosition(mover, position + index),
      ...unchanged(occupants[index] ?? top),
    },
  }));
  writes.push({
    Delete: { TableName: tableName(), Key: announcementPositionKey(count, gid), ...unchanged(top) },
  });
  writes.push(countMove(count, count - 1, gid));
  return writes;
}

/**
 * The writes that put `item` (a hidden announcement, as it will read once shown) back among the `count`
 * visible ones at the place its id gives it: the newer ones move up one position, the count goes up.
 * On the item's own board.
 */
export async function putBackWrites(item: Item, count: number): Promise<TransactItem[]> {
  const id = Number(item.id);
  const gid = boardOfItem(item);
  const newest = await readPositions(Math.max(1, count - maxShiftedAnnouncements + 1), count, gid);
  const newer = newest.filter((occupant) => Number(occupant.id) > id); // newest first
  if (newer.length === newest.length && count > newest.length) throw new TooManyShifts(count);
  const position = count - newer.length + 1;
  const writes: TransactItem[] = newer.map((mover, index) => {
    const from = count - index;
    const target = newest[index - 1];
    return {
      Put: {
        TableName: tableName(),
        Item: atPosition(mover, from + 1),
        ...(target ? unchanged(target) : { ConditionExpression: 'attribute_not_exists(pk)' }),
      },
    };
  });
  const displaced = newer[newer.length - 1];
  writes.push({
    Put: {
      TableName: tableName(),
      Item: atPosition(item, position),
      ...(displaced ? unchanged(displaced) : { ConditionExpression: 'attribute_not_exists(pk)' }),
    },
  });
  writes.push(countMove(count, count + 1, gid));
  return writes;
}

/** The write that keeps a hidden copy of `item`, conditioned on the key being free. */
export function hiddenCopyWrite(item: Item): TransactItem {
  const { position: _position, ...fields } = item;
  return {
    Put: {
      TableName: tableName(),
      Item: { ...fields, ...hiddenAnnouncementKey(Number(item.id), boardOfItem(item)) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}
