import type { CheckerCompileOutcome, CheckerProgram } from '@oj/functions/judging';
import { rememberCompiledChecker } from '@oj/functions/judging';
import { compileInScratch } from '../pipeline/checker';
import { retryHostFailures } from '../pipeline/host-failure';
import { testlibHintForAdmin } from '../pipeline/testlib-hint';
import { JobInputError, type JobRunner } from './job-runner';

function isTextRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === 'string')
  );
}

/** The job's input as a checker program, or JobInputError naming what is wrong. */
export function checkerProgramOf(input: unknown): CheckerProgram {
  const { language, code, extraFiles } = (input ?? {}) as Record<string, unknown>;
  if (typeof language !== 'string' || typeof code !== 'string' || !isTextRecord(extraFiles))
    throw new JobInputError('A checker compile needs {language, code, extraFiles} with texts only.');
  return { language, code, extraFiles };
}

/**
 * The `checker-compile` job: compiles an admin's special judge or interactor as a problem's checker is
 * compiled (the checker identity, a scratch folder of the slot) and answers whether it compiled, with
 * the compiler's message. A success is remembered by the program's hash before the job ends, so the
 * problem save finds it as soon as the admin sees the answer. Nothing else is kept: the problem's
 * judges compile it again for each test data version. A compiler the host could not start is the
 * host's failure, retried in place and then handed back, never a compile error.
 */
export const compileCheckerJob: JobRunner = async (job, { slot, context }) => {
  const program = checkerProgramOf(job.input);
  const language = context.languages.get(program.language);
  if (!language)
    return {
      ok: false,
      message: `${program.language} is not installed on this judge.`,
    } satisfies CheckerCompileOutcome;
  const workspace = context.workspace(slot);
  const compiled = await retryHostFailures(
    () =>
      compileInScratch(
        { scratchRoot: workspace.root, checkerUid: workspace.checkerUid, checkerGid: workspace.checkerGid },
        { language, code: program.code, extraFiles: program.extraFiles },
        async () => undefined,
      ),
    (outcome) => (!outcome.ok && outcome.systemError ? outcome.message : undefined),
  );
  context.log('info', 'checker compiled', { jobId: job.jobId, ok: compiled.ok });
  if (!compiled.ok)
    return {
      ok: false,
      message: `${compiled.message}${testlibHintForAdmin(compiled.message)}`,
    } satisfies CheckerCompileOutcome;
  await rememberCompiledChecker(program, job.jobId);
  return { ok: true, message: null } satisfies CheckerCompileOutcome;
};
