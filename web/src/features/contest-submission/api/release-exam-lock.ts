import { adminReleaseExamLock } from '@oj/shared/api/admin-contest';
import { useCallMutation } from '../../../lib/call-query';

/**
 * POST /api/admin/contest/release-exam-lock: the user may hand the exam paper in again. A 403 is
 * shown by the tab itself, so the refusal does not send the organiser away to the admin area.
 */
export const useReleaseExamLock = () =>
  useCallMutation(adminReleaseExamLock, {
    toInput: (target: { cid: number; uid: string }) => ({ body: target }),
    callOptions: { quietHttpStatuses: [403] },
  });
