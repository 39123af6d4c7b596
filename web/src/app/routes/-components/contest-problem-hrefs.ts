import { contestScope, pathId, scopeHref } from '../../../lib/scope/scope-href';

/** Where a contest's problem opens: its page in the contest shell, and its focus mode. */
export const contestProblemHref = (cid: number, displayId: string) =>
  scopeHref(contestScope(cid), ['problem', displayId]);

export const contestFullScreenHref = (cid: number, displayId: string) =>
  scopeHref(contestScope(cid), ['problem', displayId, 'full-screen']);

/** The contest id of a path's parameter; one that is not an id reads as 0 (the server says so). */
export const cidOfParam = (contestID: string): number => pathId(contestID) ?? 0;
