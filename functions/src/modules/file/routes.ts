import {
  downloadTestcase as downloadTestcaseCall,
  uploadTestcaseZip as uploadTestcaseZipCall,
} from '@oj/shared';
import { route, type Route } from '../../frame/route';
import { uploadTestcaseZip } from './upload-testcase-zip';
import { downloadTestcase } from './download-testcase';

/** The file area: test data archives in and out. */
export const fileRoutes: readonly Route[] = [
  route(uploadTestcaseZipCall, 'admin', uploadTestcaseZip),
  route(downloadTestcaseCall, 'admin', downloadTestcase),
];
