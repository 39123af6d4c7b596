import type { ContestLine } from '@oj/shared';
import { queryPartition } from '../kit/paging/cached-snapshot';
import { contestCatalogueKey } from './contest-keys';

/** A catalogue line from its item. */
export function contestLineFromItem(item: Record<string, unknown>): ContestLine {
  return {
    cid: Number(item.cid),
    title: String(item.title ?? ''),
    type: item.type === 1 ? 1 : 0,
    auth: item.auth === 1 || item.auth === 2 ? item.auth : 0,
    startTime: String(item.startTime ?? ''),
    endTime: String(item.endTime ?? ''),
    duration: Number(item.duration ?? 0),
    visible: item.visible === true,
    openRank: item.openRank === true,
    gid: typeof item.gid === 'number' && item.gid > 0 ? item.gid : null,
    author: String(item.author ?? ''),
    count: Number(item.count ?? 0),
  };
}

/**
 * Every line of the contest catalogue (`CONTESTS`), in contest id order: one Query of the partition,
 * 0.5 RCU per 4 KB (a line is about 250 bytes, so 1,000 contests cost about 31 RCU). Callers keep it a
 * few seconds (`cachedFor`) rather than reading it per request.
 */
export async function loadContestCatalogue(): Promise<ContestLine[]> {
  return (await queryPartition(contestCatalogueKey(0).pk))
    .filter((item) => typeof item.cid === 'number')
    .map(contestLineFromItem);
}
