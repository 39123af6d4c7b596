import { contestPrintRules, type submitPrintText as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { ScopedHandler } from '../../scope/route';
import { claimPrintTurn } from '../../data/contest-prints/claim-print-turn';
import { createContestPrint } from '../../data/contest-prints/create-contest-print';
import { readRealname } from '../../data/contest-ac-records/read-balloon-facts';
import { contestPhase, isContestAdmin } from '../../policy/contest';

/**
 * POST /api/submit-print-text {cid, content}: a text for the contest's printer. The rules, in order:
 * the body's own (not empty, 50 to 65,535 characters: the call's schema); the contest exists and the
 * caller may enter it (the route's `enter`: login, started or admin, a private contest's password);
 * printing is open
 * (`openPrint`); a contestant prints while the contest runs, its admins at any time; one print per
 * user every `intervalSeconds`.
 */
export const submitPrintText: ScopedHandler<typeof call, 'user', 'contest'> = async ({ body }, context) => {
  const { scope } = context;
  const contest = scope.stored;
  if (!contest.openPrint) throw new AppError('contestPrintNotOpen', { cid: contest.cid });
  const admin = isContestAdmin(context.user, scope.contest, scope);
  if (!admin && contestPhase(scope.contest, Date.now()) === 'ended')
    throw new AppError('contestPrintAfterEnd', { cid: contest.cid });
  const wait = await claimPrintTurn(context.user.uid, contestPrintRules.intervalSeconds);
  if (wait > 0) throw new AppError('contestPrintTooFast', { seconds: wait });
  await createContestPrint({
    cid: contest.cid,
    uid: context.user.uid,
    username: context.user.username,
    realname: await readRealname(context.user.uid),
    content: body.content,
  });
  return null;
};
