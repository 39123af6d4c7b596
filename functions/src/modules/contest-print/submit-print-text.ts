import { contestPrintRules, type submitPrintText as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { claimPrintTurn } from '../../data/contest-prints/claim-print-turn';
import { createContestPrint } from '../../data/contest-prints/create-contest-print';
import { readRealname } from '../../data/contest-ac-records/read-balloon-facts';
import { contestPhase, isContestAdmin } from '../../policy/contest';
import { contestForContestant } from '../contest-problem/contest-for-contestant';

/**
 * POST /api/submit-print-text {cid, content}: a text for the contest's printer. The rules, in order:
 * the body's own (not empty, 50 to 65,535 characters: the call's schema); the contest exists and the
 * caller may enter it (login, started or admin, a private contest's password); printing is open
 * (`openPrint`); a contestant prints while the contest runs, its admins at any time; one print per
 * user every `intervalSeconds`.
 */
export const submitPrintText: Handler<typeof call, 'user'> = async ({ body }, context) => {
  const { scope, contest } = await contestForContestant(body.cid, context.user);
  if (!contest.openPrint) throw new AppError('contestPrintNotOpen', { cid: body.cid });
  const admin = isContestAdmin(context.user, contest, scope);
  if (!admin && contestPhase(contest, Date.now()) === 'ended')
    throw new AppError('contestPrintAfterEnd', { cid: body.cid });
  const wait = await claimPrintTurn(context.user.uid, contestPrintRules.intervalSeconds);
  if (wait > 0) throw new AppError('contestPrintTooFast', { seconds: wait });
  await createContestPrint({
    cid: body.cid,
    uid: context.user.uid,
    username: context.user.username,
    realname: await readRealname(context.user.uid),
    content: body.content,
  });
  return null;
};
