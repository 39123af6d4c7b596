import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CarouselItem } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { carouselFromItem, carouselKey } from './carousel-item';

/** Get the carousel's pictures, in order; none until an administrator saves some. */
export async function getCarousel(): Promise<CarouselItem[]> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: carouselKey() }));
  return Item ? carouselFromItem(Item) : [];
}
