import type { downloadContestPrintText as call } from '@oj/shared';
import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { FileDownload } from '../../frame/file-download';
import type { Handler } from '../../frame/route';
import { readContestPrintText } from '../../data/contest-prints/read-contest-print-text';
import { scopeAdministration } from '../../policy/scope';
import { readContestScope } from '../../scope/open-scope';
import { safeName } from './contest-ac-archive';

/**
 * GET /api/file/download-contest-print-text?id=: one print's text, for the admins of its contest, as
 * a UTF-8 `.txt` attachment (`contest_<cid>_print_<id>_<username>.txt`). The call names the print,
 * not the contest, so the route opens no scope: the contest the stored print names is opened here and
 * administered as a route's `administer` decides (`scopeAdministration`: not found for whoever does
 * not see it, `contestAdminsOnly` for anyone else but its admins). Whatever the text holds, it is sent
 * as plain text to be saved, never as a page to show.
 */
export const downloadContestPrintText: Handler<typeof call, 'user'> = async ({ query }, context) => {
  const text = await readContestPrintText(query.id);
  if (!text) throw new AppError('contestPrintNotFound', { id: query.id });
  enforce(scopeAdministration(context.user, await readContestScope(text.cid, null, context.user)));
  return new FileDownload(
    new TextEncoder().encode(text.content),
    'text/plain; charset=utf-8',
    `contest_${text.cid}_print_${text.id}_${safeName(text.username)}.txt`,
  );
};
