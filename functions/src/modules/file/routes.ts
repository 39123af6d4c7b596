import {
  downloadTestcase as downloadTestcaseCall,
  uploadTestcaseZip as uploadTestcaseZipCall,
  uploadMdImg as uploadMdImgCall,
  deleteMdImg as deleteMdImgCall,
  uploadMdFile as uploadMdFileCall,
  generateUserExcel as generateUserExcelCall,
  downloadContestPrintText as downloadContestPrintTextCall,
  downloadContestAcSubmission as downloadContestAcSubmissionCall,
  downloadContestRank as downloadContestRankCall,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { uploadTestcaseZip } from './upload-testcase-zip';
import { downloadTestcase } from './download-testcase';
import { uploadMdImg } from './upload-md-img';
import { deleteMdImg } from './delete-md-img';
import { uploadMdFile } from './upload-md-file';
import { generateUserExcel } from './generate-user-excel';
import { downloadContestPrintText } from './download-contest-print-text';
import { downloadContestAcSubmission } from './download-contest-ac-submission';
import { downloadContestRank } from './download-contest-rank';

/** The file area: test data archives in and out. */
export const fileRoutes: readonly Route[] = [
  route(uploadTestcaseZipCall, 'admin', uploadTestcaseZip),
  route(downloadTestcaseCall, 'admin', downloadTestcase),
  route(uploadMdImgCall, 'admin', uploadMdImg),
  route(deleteMdImgCall, 'admin', deleteMdImg),
  route(uploadMdFileCall, 'admin', uploadMdFile),
  route(generateUserExcelCall, 'root', generateUserExcel),
  // A contest's admins only, which the handlers check against the contest.
  route(downloadContestPrintTextCall, 'user', downloadContestPrintText),
  route(downloadContestAcSubmissionCall, 'user', downloadContestAcSubmission),
  route(downloadContestRankCall, 'user', downloadContestRank),
];
