import {
  discussionRules,
  readReportContent,
  reportContentProblem,
  type reportDiscussion as call,
} from '@oj/shared';
import { storeReport } from '../../data/discussions/discussion-reports';
import { AppError } from '../../frame/app-error';
import type { Handler } from '../../frame/route';
import { findDiscussion } from './find-discussion';
import { requirePublicDiscussion } from './public-discussion-switch';

/**
 * POST /api/discussion-report (login, switch on): tags written `#tag#` and a reason of at most 200
 * characters, at least one of them. The reporter is the caller, whatever the body says.
 */
export const reportDiscussion: Handler<typeof call, 'user'> = async ({ body }, context) => {
  await requirePublicDiscussion();
  const problem = reportContentProblem(readReportContent(body.content));
  if (problem === 'empty') throw new AppError('discussionReportEmpty');
  if (problem === 'reasonTooLong')
    throw new AppError('discussionReportReasonTooLong', { max: discussionRules.reportReasonMaxLength });
  await findDiscussion(body.did);
  await storeReport({
    did: body.did,
    reporter: context.user.username,
    reporterUid: context.user.uid,
    content: body.content.trim(),
    gmtCreate: new Date().toISOString(),
  });
  return null;
};
