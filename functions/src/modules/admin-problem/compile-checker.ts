import { checkerLanguageNames, type adminCompileSpj } from '@oj/shared';
import type { Handler } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { checkerCompileHash } from '../../data/checker-compiles/checker-compile-item';
import {
  compiledSuccessfully,
  type CheckerCompileOutcome,
  type CheckerProgram,
} from '../../data/checker-compiles/checker-compile-store';
import { startJob, waitForJob } from '../admin-job';

/** Within the API's 29-second integration timeout, with room to answer. */
export const compileWaitSeconds = 25;
/** The program and its files are kept in the job's item (400 KB at most). */
const maxCompileBytes = 350_000;

/**
 * POST /api/admin/problem/compile-spj and compile-interactive: compiles the program through a judge
 * worker, as the judge will, and waits for it: a `checker-compile` job, waited on as the job poll call
 * reads it. A success is remembered (a week) by the hash of the program, its language and files: the
 * problem save accepts the program only then, and the same program is answered at once. A failure
 * answers with the compiler's message.
 */
export const compileChecker: Handler<typeof adminCompileSpj, 'admin'> = async ({ body }, context) => {
  if (body.code.trim() === '') throw new AppError('checkerCodeRequired');
  if (!checkerLanguageNames.includes(body.language))
    throw new AppError('checkerLanguageNotAllowed', { languages: checkerLanguageNames.join(', ') });
  const size = Buffer.byteLength(JSON.stringify([body.code, body.extraFiles]));
  if (size > maxCompileBytes) throw new AppError('checkerTooLarge', { limit: maxCompileBytes });

  if (await compiledSuccessfully(checkerCompileHash(body.language, body.code, body.extraFiles))) return null;
  const program: CheckerProgram = { language: body.language, code: body.code, extraFiles: body.extraFiles };
  const { jobId } = await startJob('checker-compile', program, context.user);
  const job = await waitForJob(jobId, Date.now() + compileWaitSeconds * 1000);
  if (!job) throw new AppError('checkerCompileTimedOut', { seconds: compileWaitSeconds });
  if (job.status === 'failed') throw new AppError('checkerCompileFailed', { message: job.error ?? '' });
  const outcome = job.result as CheckerCompileOutcome;
  if (!outcome.ok) throw new AppError('checkerCompileFailed', { message: outcome.message ?? '' });
  return null;
};
