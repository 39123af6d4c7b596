import { apiInstancePartition } from '@oj/shared';
import { queryAll } from '../kit/query-all';
import { isExpired } from '../ttl';
import {
  apiAreaFromItem,
  apiInstanceFromItem,
  type ApiAreaRecord,
  type ApiInstanceReport,
} from './api-instance-item';

/** What the registry holds: every area seen, and each instance's last report of the last hour. */
export interface ApiRegistry {
  areas: ApiAreaRecord[];
  instances: ApiInstanceReport[];
}

/**
 * The whole registry in one Query of its partition (an item per area, about 150 bytes, and one per
 * instance reported within the hour, about 500 bytes), expired items left out.
 */
export async function listApiInstances(now: number = Date.now()): Promise<ApiRegistry> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': apiInstancePartition },
  });
  const areas: ApiAreaRecord[] = [];
  const instances: ApiInstanceReport[] = [];
  for (const item of items) {
    if (isExpired(item, now)) continue;
    const sk = String(item.sk);
    if (sk.startsWith('AREA#')) {
      const area = apiAreaFromItem(item);
      if (area) areas.push(area);
    } else if (sk.startsWith('INSTANCE#')) {
      const instance = apiInstanceFromItem(item);
      if (instance) instances.push(instance);
    }
  }
  return { areas, instances };
}
