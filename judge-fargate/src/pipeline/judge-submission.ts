import { aggregateVerdict, judgeMaxReceiveCount, judgeStatus, type ProblemJudgeSpec } from '@oj/shared';
import {
  finishSubmission,
  getJudgeSpec,
  proveClaimAlive,
  releaseSubmission,
  reportJudging,
  tryClaimSubmission,
  type FinalVerdict,
  type Submission,
} from '@oj/functions/judging';
import { limitsFor, type ResolvedLanguage } from '../languages/language-table';
import { compileSource } from './compile-source';
import { compiledChecker, type CompiledChecker } from './checker';
import { judgeCases, type JudgedCase } from './judge-cases';
import type { JudgeContext } from './judge-context';
import { HostFailure, compileHostFailureOf, retryHostFailures } from './host-failure';
import { testlibHintForVerdict } from './testlib-hint';
import { claimOrWait } from './claim-or-wait';
import { keepClaimAlive, type ClaimHeartbeat } from './claim-heartbeat';

/** Which delivery of its queue message this judging is; the last one may not hand the submission back. */
export interface Delivery {
  /** The queue moves the message to the dead-letter queue rather than deliver it again. */
  last: boolean;
}

/** The delivery that is the last: SQS's receive count has reached the dead-letter threshold. */
export function deliveryOf(receiveCount: number): Delivery {
  return { last: receiveCount >= judgeMaxReceiveCount };
}

function verdictWithoutCases(
  status: number,
  errorMessage: string,
  spec: Pick<ProblemJudgeSpec, 'judgeCaseMode'> | undefined,
  submitId: number,
  round: number,
): FinalVerdict {
  return {
    outcome: { status, score: 0, timeMs: 0, memoryKb: 0, subtasks: [] },
    errorMessage,
    caseResults: {
      submitId,
      round,
      judgeCaseMode: spec?.judgeCaseMode ?? 'default',
      cases: [],
      subtasks: [],
    },
  };
}

async function checkerFor(
  spec: ProblemJudgeSpec,
  context: JudgeContext,
  slot: number,
): Promise<CompiledChecker | { error: string } | undefined> {
  if (spec.judgeMode === 'default') return undefined;
  const language = context.languages.get(spec.checkerLanguage ?? '');
  if (!language || !spec.checkerCode)
    return { error: `The problem's ${spec.judgeMode} program or its language is missing.` };
  const workspace = context.workspace(slot);
  const compiled = await compiledChecker({
    cacheDir: context.cacheDir,
    pid: spec.pid,
    version: spec.testDataVersion,
    language,
    code: spec.checkerCode,
    extraFiles: spec.judgeExtraFiles,
    scratchRoot: workspace.root,
    checkerUid: workspace.checkerUid,
    checkerGid: workspace.checkerGid,
  });
  if ('binaryPath' in compiled) return compiled;
  const hint = testlibHintForVerdict(compiled.message);
  return { error: `The problem's ${spec.judgeMode} program does not compile.${hint}\n${compiled.message}` };
}

/**
 * Judges one submission round: claim it (taking over a dead worker's claim, waiting while a live one
 * holds it), compile, run and check the cases, and write the verdict. Every state change is
 * conditional on this worker's claim, so a duplicate message, a takeover, a rejudge or a cancel in the
 * meantime leaves exactly one verdict. Resolves when the message may be deleted; throws (after handing
 * the claim back) when it should be delivered again. A host that cannot run programs (HostFailure)
 * gives no verdict: the submission goes back to the queue, and only its last delivery ends it as a
 * System Error naming the reason.
 */
export async function judgeSubmission(
  message: { submitId: number; round: number; pid?: number },
  slot: number,
  context: JudgeContext,
  delivery: Delivery = { last: false },
  handedBack: AbortSignal = new AbortController().signal,
): Promise<void> {
  const { submitId, round } = message;
  // With the problem named in the message, its settings are read while the claim is written.
  const earlySpec = message.pid === undefined ? undefined : getJudgeSpec(message.pid).catch(() => undefined);
  const submission = await claimOrWait(
    (staleBefore) => tryClaimSubmission(submitId, round, context.judger, staleBefore),
    handedBack,
    context.log,
    { submitId, round },
  );
  if (!submission) {
    context.log('info', 'nothing to judge: no such round, done, or handed back', { submitId, round });
    return;
  }
  const claim = keepClaimAlive(() => proveClaimAlive(submitId, round, context.judger), context.log, {
    submitId,
    round,
  });
  try {
    const spec = message.pid === submission.pid ? await earlySpec : await getJudgeSpec(submission.pid);
    await judgeClaimed(submission, spec, slot, context, delivery, claim);
  } catch (error) {
    await claim.stop();
    await releaseSubmission(submitId, round, context.judger);
    throw error;
  }
  await claim.stop();
}

async function judgeClaimed(
  submission: Submission,
  spec: ProblemJudgeSpec | undefined,
  slot: number,
  context: JudgeContext,
  delivery: Delivery,
  claim: ClaimHeartbeat,
): Promise<void> {
  const { submitId, round } = submission;
  const finish = async (verdict: FinalVerdict) => {
    // The last heartbeat lands before the verdict's transaction, never beside it (a conflict).
    await claim.stop();
    if (claim.lost()) {
      context.log('info', 'claim lost while judging; verdict dropped', { submitId, round });
      return;
    }
    // Without judge settings the problem's scoring is unknown; such a verdict (a system error) scores nothing.
    const scoring = spec && { type: spec.type, difficulty: spec.difficulty ?? 0 };
    const outcome = await finishSubmission(submission, context.judger, verdict, scoring);
    context.log('info', 'verdict', {
      submitId,
      round,
      status: verdict.outcome.status,
      score: verdict.outcome.score,
      outcome,
    });
  };

  if (!spec)
    return finish(
      verdictWithoutCases(
        judgeStatus.systemError,
        'The problem has no judge settings.',
        spec,
        submitId,
        round,
      ),
    );
  const language = context.languages.get(submission.language);
  if (!language) {
    return finish(
      verdictWithoutCases(
        judgeStatus.systemError,
        `${submission.language} is not installed on this judge.`,
        spec,
        submitId,
        round,
      ),
    );
  }

  try {
    await compileAndRun(submission, spec, language, slot, context, finish);
  } catch (error) {
    if (!(error instanceof HostFailure) || !delivery.last) throw error;
    context.log('error', 'the host failed on the last delivery; ending as a system error', {
      submitId,
      round,
      reason: error.message,
    });
    const reason = `${error.message} (the judge host could not run the program in ${judgeMaxReceiveCount} attempts)`;
    return finish(verdictWithoutCases(judgeStatus.systemError, reason, spec, submitId, round));
  }
}

async function compileAndRun(
  submission: Submission,
  spec: ProblemJudgeSpec,
  language: ResolvedLanguage,
  slot: number,
  context: JudgeContext,
  finish: (verdict: FinalVerdict) => Promise<void>,
): Promise<void> {
  const { submitId, round } = submission;
  const workspace = context.workspace(slot);
  context.log('debug', 'claimed', { submitId, round, slot });
  await workspace.reset();
  // A compiler the sandbox could not start is the host's failure, not the code's: retried, then thrown.
  const compiled = await retryHostFailures(
    () => compileSource(language, submission.code, spec.userExtraFiles, workspace),
    compileHostFailureOf,
  );
  if (!compiled.ok) {
    return finish(verdictWithoutCases(judgeStatus.compileError, compiled.message, spec, submitId, round));
  }

  context.log('debug', 'compiled', { submitId });
  const dataDir = await context.testData.folder(spec.pid, spec.testDataVersion);
  context.log('debug', 'test data ready', { submitId, dataDir });
  const checker = await checkerFor(spec, context, slot);
  if (checker && 'error' in checker) {
    return finish(verdictWithoutCases(judgeStatus.systemError, checker.error, spec, submitId, round));
  }

  // Reported while the first case runs; a lost claim is noticed before the verdict is written.
  const judgingReported = reportJudging(submitId, round, context.judger, judgeStatus.judging).catch(
    (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
  );
  const cases: JudgedCase[] = await judgeCases({
    spec,
    language,
    limits: limitsFor(language, spec.problemId, spec),
    workspace,
    dataDir,
    checker,
  });
  const reported = await judgingReported;
  if (reported instanceof Error) throw reported;
  if (!reported) {
    context.log('info', 'claim lost while judging; verdict dropped', { submitId, round });
    return;
  }
  const outcome = aggregateVerdict(spec.type, spec.judgeCaseMode, cases);
  const systemMessage = cases.find((c) => c.status === judgeStatus.systemError)?.message ?? null;
  await finish({
    outcome,
    errorMessage: systemMessage,
    caseResults: { submitId, round, judgeCaseMode: spec.judgeCaseMode, cases, subtasks: outcome.subtasks },
  });
}
