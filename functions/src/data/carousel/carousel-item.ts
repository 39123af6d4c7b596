import { carouselItemSchema, type CarouselItem } from '@oj/shared';
import type { ItemKey } from '../item-key';
import { toItem } from '../kit/versioned-item';

/**
 * The home carousel is one small config-like item holding its pictures in order: the home page reads
 * it whole, and an administrator replaces it whole.
 */
export function carouselKey(): ItemKey {
  return { pk: 'CONFIG', sk: 'CAROUSEL' };
}

export const carouselItemVersion = 1;

export function carouselToItem(items: readonly CarouselItem[]): Record<string, unknown> & ItemKey {
  return toItem(carouselKey(), 'Carousel', carouselItemVersion, { items: [...items] });
}

/** Entries that no longer fit the schema are left out rather than breaking the home page. */
export function carouselFromItem(item: Record<string, unknown>): CarouselItem[] {
  const entries = Array.isArray(item.items) ? (item.items as unknown[]) : [];
  return entries.flatMap((entry) => {
    const parsed = carouselItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
