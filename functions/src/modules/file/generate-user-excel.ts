import { strToU8 } from 'fflate';
import type { generateUserExcel as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { FileDownload } from '../../frame/file-download';
import { getGeneratedList } from '../../data/users/generated-user-list';
import { xlsxOf } from './xlsx-sheet';

/** A CSV cell, quoted when it holds a separator, a quote or a line break. */
function csvCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * GET /api/file/generate-user-excel: the accounts a generation made (username, password), while their
 * list is kept, as XLSX or, with `format=csv`, as UTF-8 CSV with a byte-order mark for spreadsheet
 * programs.
 */
export const generateUserExcel: Route<typeof call>['handle'] = async ({ query }) => {
  const users = await getGeneratedList(query.key);
  if (!users) throw new AppError('generatedListNotFound');
  const rows = [['username', 'password'], ...users.map((user) => [user.username, user.password])];
  if (query.format === 'csv') {
    const text = `\ufeff${rows.map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
    return new FileDownload(
      strToU8(text),
      'text/csv; charset=utf-8',
      `generated-users-${query.key.slice(0, 8)}.csv`,
    );
  }
  return new FileDownload(
    await xlsxOf('users', rows),
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    `generated-users-${query.key.slice(0, 8)}.xlsx`,
  );
};
