import { checkerLanguageNames, type adminCompileSpj } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { enqueueJudge } from '../../data/judge-queue';
import { checkerCompileHash } from '../../data/checker-compiles/checker-compile-item';
import { getCheckerCompile, requestCheckerCompile } from '../../data/checker-compiles/checker-compile-store';

/** Within the API's 29-second integration timeout, with room to answer. */
export const compileWaitSeconds = 25;
/** The program and its files are kept in one item (400 KB at most). */
const maxCompileBytes = 350_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads the compile until a judge has finished it; polls quickly at first, as most compiles take a second. */
async function waitForCompile(key: string, deadline: number) {
  for (let delay = 150; Date.now() < deadline; delay = Math.min(delay * 1.5, 1000)) {
    await sleep(Math.min(delay, Math.max(0, deadline - Date.now())));
    const compile = await getCheckerCompile(key, true);
    if (compile?.status === 'ok' || compile?.status === 'error') return compile;
  }
  return undefined;
}

/**
 * POST /api/admin/problem/compile-spj and compile-interactive: compiles the program through a judge
 * worker, as the judge will, and waits for it. A success is remembered (a week) by the hash of the
 * program, its language and files: the problem save accepts the program only then, and the same
 * program compiles again at once. A failure answers with the compiler's message.
 */
export const compileChecker: Handler<typeof adminCompileSpj, 'admin'> = async ({ body }, context) => {
  if (body.code.trim() === '') throw new AppError('checkerCodeRequired');
  if (!checkerLanguageNames.includes(body.language))
    throw new AppError('checkerLanguageNotAllowed', { languages: checkerLanguageNames.join(', ') });
  const size = Buffer.byteLength(JSON.stringify([body.code, body.extraFiles]));
  if (size > maxCompileBytes) throw new AppError('checkerTooLarge', { limit: maxCompileBytes });

  const key = checkerCompileHash(body.language, body.code, body.extraFiles);
  const requested = await requestCheckerCompile({
    key,
    language: body.language,
    code: body.code,
    extraFiles: body.extraFiles,
    requestedBy: context.user.username,
  });
  if (!requested) return null;
  await enqueueJudge({ kind: 'compileChecker', key });
  const compile = await waitForCompile(key, Date.now() + compileWaitSeconds * 1000);
  if (!compile) throw new AppError('checkerCompileTimedOut', { seconds: compileWaitSeconds });
  if (compile.status === 'error')
    throw new AppError('checkerCompileFailed', { message: compile.message ?? '' });
  return null;
};
