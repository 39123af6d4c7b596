import { queryAll } from '../kit/query-all';
import { userDayKey } from './stats-keys';

/** Get a user's judged submissions of each day from `firstDay` to `lastDay` that has any, oldest first. */
export async function listUserDays(
  uid: string,
  firstDay: string,
  lastDay: string,
): Promise<{ date: string; count: number }[]> {
  const first = userDayKey(uid, firstDay);
  const prefixLength = first.sk.length - firstDay.length;
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :first AND :last',
    ExpressionAttributeValues: { ':pk': first.pk, ':first': first.sk, ':last': userDayKey(uid, lastDay).sk },
  });
  return items
    .map((item) => ({ date: String(item.sk).slice(prefixLength), count: Number(item.count ?? 0) }))
    .filter((day) => day.count > 0);
}
