import { queryAll } from '../kit/query-all';
import { contestCatalogueKey } from './contest-keys';

/** What the admin list filters on, from a catalogue line. */
export interface CatalogueEntry {
  cid: number;
  title: string;
  /** The creator; lines written before the creator was kept on them have ''. */
  uid: string;
  /** The group holding the contest; null for a site contest. */
  gid: number | null;
}

/**
 * Every line of the contest catalogue, newest first: the admin list, which filters by creator and
 * keyword before paging. One Query of the `CONTESTS` partition reading only the id, title and
 * creator and group (about 60 bytes a line: some 68 lines per 4 KB, 0.5 RCU eventually consistent), which stays
 * small for the thousands of contests a site holds; the public list has its own paging.
 */
export async function listContestCatalogue(): Promise<CatalogueEntry[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': contestCatalogueKey(0).pk },
    ProjectionExpression: 'sk, title, #uid, gid',
    ExpressionAttributeNames: { '#uid': 'uid' },
    ScanIndexForward: false,
  });
  return items.map((item) => ({
    cid: Number(String(item.sk).slice('C#'.length)),
    title: String(item.title ?? ''),
    uid: String(item.uid ?? ''),
    gid: typeof item.gid === 'number' && item.gid > 0 ? item.gid : null,
  }));
}
