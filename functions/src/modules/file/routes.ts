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
import { route, type Route } from '../../scope/route';
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
  // The site's admins, and a group's admins for its problems: by their handlers, from the group the
  // upload names (entered) and the problem the download names.
  route(uploadTestcaseZipCall, 'user', uploadTestcaseZip, { scope: { need: 'enter', of: 'any' } }),
  route(downloadTestcaseCall, 'user', downloadTestcase),
  route(uploadMdImgCall, 'admin', uploadMdImg, { scope: { need: 'administer', of: 'any' } }),
  route(deleteMdImgCall, 'admin', deleteMdImg),
  route(uploadMdFileCall, 'admin', uploadMdFile, { scope: { need: 'administer', of: 'any' } }),
  route(generateUserExcelCall, 'root', generateUserExcel),
  // A contest's admins only: the print text's by its handler (the call names the text, not the
  // contest), the others by their declared scope.
  route(downloadContestPrintTextCall, 'user', downloadContestPrintText),
  route(downloadContestAcSubmissionCall, 'user', downloadContestAcSubmission, {
    scope: { need: 'administer', of: 'contest' },
  }),
  route(downloadContestRankCall, 'user', downloadContestRank, { scope: { need: 'enter', of: 'contest' } }),
];
