import { downloadContestPrintText } from '@oj/shared/api/file-contest-downloads';
import { saveCallFile } from '../../../lib/save-call-file';

/** GET /api/file/download-contest-print-text: one print's text, saved as a `.txt` file. */
export const downloadPrintText = (id: number, username: string) =>
  saveCallFile(downloadContestPrintText, { query: { id } }, `print-${id}-${username}.txt`);
