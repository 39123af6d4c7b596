import { generateUserExcel } from '@oj/shared/api/file';
import { saveCallFile } from '../../../lib/save-call-file';

/**
 * GET /api/file/generate-user-excel: the generated accounts as XLSX (the contract's download) or CSV,
 * saved through a temporary link. Failures have been reported by the API client.
 */
export async function downloadGeneratedUsers(key: string, format: 'xlsx' | 'csv'): Promise<void> {
  await saveCallFile(generateUserExcel, { query: { key, format } }, `generated-users.${format}`);
}
