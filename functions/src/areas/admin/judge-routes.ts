import type { Route } from '../../frame/route';

/** Rejudge, manual judge and cancel judge: the super admin's alone (spec §6). */
export const adminJudgeRoutes: readonly Route[] = [];
