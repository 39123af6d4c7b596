import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CarouselItem } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { carouselToItem } from './carousel-item';

/** Replace the carousel's pictures (the admin area's carousel management). */
export async function saveCarousel(items: readonly CarouselItem[]): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: carouselToItem(items) }));
}
