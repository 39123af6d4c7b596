import {
  discussionRules,
  readReportContent,
  reportContentProblem,
  type reportDiscussion as call,
} from '@oj/shared';
import { storeReport } from '../../data/discussions/discussion-reports';
import { takeDailyQuota } from '../../data/kit/daily-quota';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { isAdmin } from '../../policy/viewer';
import { openDiscussion } from './open-discussion';

/** The daily quota's kind for filed reports. */
const reportQuotaKind = 'DISCUSSIONREPORT';

/**
 * POST /api/discussion-report (login, the board's switch on; a group's discussion for its members): tags written `#tag#` and a reason of at most 200
 * characters, at least one of them. The reporter is the caller, whatever the body says. One open
 * report per account and discussion (another may follow once an admin handled it), and at most
 * `reportDailyLimit` reports a day for everyone but admin roles.
 */
export const reportDiscussion: Handler<typeof call, 'user'> = async ({ body }, context) => {
  /* The board's switch and, for a group's discussion, the group's door first. */
  await openDiscussion(body.did, context.user);
  const problem = reportContentProblem(readReportContent(body.content));
  if (problem === 'empty') throw new AppError('discussionReportEmpty');
  if (problem === 'reasonTooLong')
    throw new AppError('discussionReportReasonTooLong', { max: discussionRules.reportReasonMaxLength });
  const now = new Date();
  const limit = discussionRules.reportDailyLimit;
  const stored = await storeReport(
    {
      did: body.did,
      reporter: context.user.username,
      reporterUid: context.user.uid,
      content: body.content.trim(),
      gmtCreate: now.toISOString(),
    },
    isAdmin(context.user) ? null : takeDailyQuota(context.user.uid, reportQuotaKind, limit, now),
  );
  if (stored === 'stillOpen') throw new AppError('discussionReportStillOpen');
  if (stored === 'dailyLimitReached') throw new AppError('discussionReportDailyLimitReached', { limit });
  return null;
};
