import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CarouselItem } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { carouselFromItem, carouselKey, carouselToItem } from './carousel-item';

const attempts = 5;

/**
 * Change the carousel's list of pictures: read it (strongly consistent, 1 read unit), let `change`
 * compute the new list (it may throw to refuse), and write it back on condition that nobody changed it
 * in between (1 write unit), computing again when somebody did. Two admins adding a picture at the same
 * moment both keep theirs. Answers the list as written.
 */
export async function changeCarousel(
  change: (items: CarouselItem[]) => CarouselItem[],
): Promise<CarouselItem[]> {
  for (let attempt = 1; ; attempt++) {
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: carouselKey(), ConsistentRead: true }),
    );
    const revision = typeof Item?.revision === 'number' ? Item.revision : 0;
    const next = change(Item ? carouselFromItem(Item) : []);
    try {
      await dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...carouselToItem(next), revision: revision + 1 },
          ConditionExpression:
            'attribute_not_exists(pk) OR attribute_not_exists(revision) OR revision = :read',
          ExpressionAttributeValues: { ':read': revision },
        }),
      );
      return next;
    } catch (error) {
      if (!isConditionFailure(error) || attempt >= attempts) throw error;
    }
  }
}
