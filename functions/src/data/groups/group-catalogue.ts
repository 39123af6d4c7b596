import { queryPartition } from '../kit/paging/cached-snapshot';
import { forgettableCache } from '../kit/paging/forgettable-cache';
import { groupLineFromItem, type GroupLine } from './group-item';
import { groupCataloguePartition } from './group-keys';

/**
 * Every line of the group catalogue (`GROUPS`), by id: one Query of the partition, 0.5 RCU per 4 KB
 * (a line is about 400 bytes, so a school of 200 groups costs about 10 RCU per load).
 */
export async function loadGroupCatalogue(): Promise<GroupLine[]> {
  return (await queryPartition(groupCataloguePartition))
    .filter((item) => typeof item.gid === 'number')
    .map(groupLineFromItem);
}

/**
 * The catalogue as the group list reads it: kept five seconds by a warm function, dropped at once by
 * the function that creates, changes or disbands a group, or changes who is a member.
 */
export const groupCatalogue = forgettableCache(5_000, loadGroupCatalogue);
