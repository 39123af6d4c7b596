import { siteStatusCountsKey, statusCountName } from '../../stats/stats-keys';
import type { VerdictEffect } from './verdict-effect';

/** The site's submissions at each settled status (`SUBCOUNTS` / `SITE`): the status filter's total. */
export const listTotals: VerdictEffect = {
  name: 'list totals',
  deltas(_submission, status, sign) {
    const listName = statusCountName(status);
    return listName ? [{ key: siteStatusCountsKey, add: { [listName]: sign } }] : [];
  },
};
