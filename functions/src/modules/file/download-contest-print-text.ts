import type { downloadContestPrintText as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { FileDownload } from '../../frame/file-download';
import type { Handler } from '../../frame/route';
import { readContestPrintText } from '../../data/contest-prints/read-contest-print-text';
import { contestAsAdmin } from '../contest-ac-info/contest-as-admin';
import { safeName } from './contest-ac-archive';

/**
 * GET /api/file/download-contest-print-text?id=: one print's text, for the admins of its contest, as
 * a UTF-8 `.txt` attachment (`contest_<cid>_print_<id>_<username>.txt`). Whatever the text holds, it
 * is sent as plain text to be saved, never as a page to show.
 */
export const downloadContestPrintText: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const text = await readContestPrintText(query.id);
  if (!text) throw new AppError('contestPrintNotFound', { id: query.id });
  await contestAsAdmin(text.cid, context.user);
  return new FileDownload(
    new TextEncoder().encode(text.content),
    'text/plain; charset=utf-8',
    `contest_${text.cid}_print_${text.id}_${safeName(text.username)}.txt`,
  );
};
