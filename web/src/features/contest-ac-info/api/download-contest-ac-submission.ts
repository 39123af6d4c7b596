import { downloadContestAcSubmission, type ContestAcSplitType } from '@oj/shared/api/file-contest-downloads';
import { saveCallFile } from '../../../lib/save-call-file';

/**
 * GET /api/file/download-contest-ac-submission: every contestant's accepted answers as a zip, a folder
 * per user or per problem, the admins' own left out when asked.
 */
export const downloadAcSubmissions = (cid: number, splitType: ContestAcSplitType, excludeAdmin: boolean) =>
  saveCallFile(
    downloadContestAcSubmission,
    { query: { cid, splitType, excludeAdmin: excludeAdmin ? 'true' : 'false' } },
    `contest-${cid}-ac-by-${splitType}.zip`,
  );
