import { profileRules, type getUserCalendarHeatmap as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { listUserDays } from '../../data/stats/list-user-days';
import { recentUtcDays } from '../../data/stats/recent-days';
import { profileSubjectUid } from './profile-subject';

/**
 * GET /api/get-user-calendar-heatmap: how many of a user's submissions were judged on each day of the
 * last year (days without any are left out), from the per-day items in one Query of a key range.
 */
export const getUserCalendarHeatmap: Route<typeof call>['handle'] = async ({ query }, context) => {
  const uid = await profileSubjectUid(query, context);
  const days = recentUtcDays(profileRules.heatmapDays);
  const firstDay = days[0] ?? '';
  const endDate = days.at(-1) ?? '';
  return { dataList: await listUserDays(uid, firstDay, endDate), endDate };
};
