import { reportDiscussion } from '@oj/shared/api/discussion';
import { useCallMutation } from '../../../lib/call-query';

/** POST /api/discussion-report: the tags and the reason, read by the admins' report list. */
export const useReportDiscussion = () =>
  useCallMutation(reportDiscussion, {
    toInput: (body: { did: number; content: string; reporter: string }) => ({ body }),
  });
