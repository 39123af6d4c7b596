import type { GroupAdminProblemRow } from '@oj/shared';
import type { GroupProblemLine } from '../../data/problems/group-problem-index';
import { adminProblemRow } from '../admin-problem';

/** Display ids in natural order, as the public list has them: P2 before P10, case ignored. */
const displayOrder = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** The members' list order: by display id, naturally (the original server's length-then-id order). */
export function byDisplayId(a: GroupProblemLine, b: GroupProblemLine): number {
  return displayOrder.compare(a.problemId, b.problemId) || a.pid - b.pid;
}

/** A group problem as the group's admin list and the site's review queue show it. */
export function groupAdminProblemRowOf(line: GroupProblemLine): GroupAdminProblemRow {
  return {
    ...adminProblemRow(line),
    gid: line.gid,
    isGroup: line.gid !== null,
    applyPublicProgress: line.applyPublicProgress,
  };
}
