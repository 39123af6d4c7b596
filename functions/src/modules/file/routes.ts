import {
  downloadTestcase as downloadTestcaseCall,
  uploadTestcaseZip as uploadTestcaseZipCall,
  uploadMdImg as uploadMdImgCall,
  deleteMdImg as deleteMdImgCall,
  uploadMdFile as uploadMdFileCall,
  generateUserExcel as generateUserExcelCall,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { uploadTestcaseZip } from './upload-testcase-zip';
import { downloadTestcase } from './download-testcase';
import { uploadMdImg } from './upload-md-img';
import { deleteMdImg } from './delete-md-img';
import { uploadMdFile } from './upload-md-file';
import { generateUserExcel } from './generate-user-excel';

/** The file area: test data archives in and out. */
export const fileRoutes: readonly Route[] = [
  route(uploadTestcaseZipCall, 'admin', uploadTestcaseZip),
  route(downloadTestcaseCall, 'admin', downloadTestcase),
  route(uploadMdImgCall, 'admin', uploadMdImg),
  route(deleteMdImgCall, 'admin', deleteMdImg),
  route(uploadMdFileCall, 'admin', uploadMdFile),
  route(generateUserExcelCall, 'root', generateUserExcel),
];
