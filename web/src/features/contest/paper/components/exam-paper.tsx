import { useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContestView } from '@oj/shared/api/contest';
import { examModeOf, isExamPaperProblem } from '@oj/shared/domain/exam-mode';
import { DeadEnd } from '../../../../components/dead-end';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { contestAccessQueryOptions } from '../../api/get-contest-access';
import { paperProblemQueryOptions } from '../api/get-paper-problem';
import { paperProblemListQueryOptions } from '../api/get-paper-problem-list';
import { paperResultsQueryOptions } from '../api/get-paper-results';
import type { PaperPart } from '../paper-sheet';
import { PaperHandedIn } from './paper-handed-in';
import { PaperObjective } from './paper-objective';
import { PaperProgrammingProblem } from './paper-programming-problem';

interface ExamPaperProps {
  cid: number;
  contest: ContestView;
  viewerUid: string;
  /** The viewer may submit now (spec §5: not after the end, and only with the right to submit). */
  canSubmit: boolean;
  /** Where the contest's overview is, the one way out. */
  contestHref: string;
}

/**
 * The exam paper (spec part 2, §2 "Exam paper page", §4 exam mode and lock, §5): the objective
 * problems' questions on one answer sheet, handed in once, and the programming problems each with
 * its own submit. A contestant who has handed the paper in is locked out of it.
 */
export function ExamPaper({ cid, contest, viewerUid, canSubmit, contestHref }: ExamPaperProps) {
  const { t } = useTranslation();
  const [handedIn, setHandedIn] = useState(false);
  const exam = examModeOf(contest.description);
  const list = useQuery(paperProblemListQueryOptions(cid));
  const rows = list.data ?? [];
  const details = useQueries({
    queries: rows.map((row) => paperProblemQueryOptions(cid, row.displayId)),
  });
  // The lock is the server's (`examLocked`: handed in and not released since; never for the
  // contest's admins), read afresh on every visit so an admin's release opens the paper again.
  const lock = useQuery({ ...contestAccessQueryOptions(cid, viewerUid), staleTime: 0 });
  const loaded = details.map((query, index) => ({ row: rows[index], detail: query.data }));
  const objective: PaperPart[] = [];
  const programming: typeof loaded = [];
  for (const entry of loaded) {
    if (!entry.row || !entry.detail) continue;
    const { problem } = entry.detail;
    if (problem.quiz && isExamPaperProblem(entry.row.displayId, problem.problemId)) {
      objective.push({
        pid: problem.pid,
        displayId: entry.row.displayId,
        title: entry.row.displayTitle,
        questions: problem.quiz.questions,
      });
    } else programming.push(entry);
  }
  const programmingPids = programming.flatMap((entry) => (entry.detail ? [entry.detail.problem.pid] : []));
  const results = useQuery(paperResultsQueryOptions(cid, programmingPids, viewerUid));
  const loading = list.isPending || details.some((query) => query.isPending) || lock.isPending;

  if (!exam.examMode) {
    return (
      <DeadEnd testId="paper-not-exam" linkTo={contestHref} linkText={t('contest.paper.back')}>
        <p className="text-base text-slate-600">{t('contest.paper.notExam')}</p>
      </DeadEnd>
    );
  }
  if (loading) return <div className="h-64 animate-pulse rounded-xl bg-slate-100" aria-busy="true" />;
  if (lock.data?.examLocked === true && !handedIn) {
    return (
      <DeadEnd testId="paper-locked" linkTo={contestHref} linkText={t('contest.paper.back')}>
        <p className="max-w-md text-base text-slate-600">{t('contest.paper.locked')}</p>
      </DeadEnd>
    );
  }

  return (
    <div className="space-y-6" data-testid="exam-paper">
      <header className="rounded-xl border border-slate-200 bg-white px-5 py-4">
        <h1 className="text-xl font-semibold text-slate-800" data-testid="paper-title">
          {contest.title}
        </h1>
        <p className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-500">
          <span>{t('contest.paper.endsAt', { time: formatBeijingTime(contest.endTime, 'minute') })}</span>
          <span>{t('contest.paper.submitLimit', { count: exam.submitLimit })}</span>
        </p>
        {!canSubmit ? (
          <p className="mt-2 text-sm text-amber-700" data-testid="paper-closed">
            {t('contest.paper.closed')}
          </p>
        ) : null}
      </header>
      {objective.length > 0 ? (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-800">{t('contest.paper.objective')}</h2>
          {handedIn ? (
            <PaperHandedIn />
          ) : (
            <PaperObjective
              cid={cid}
              parts={objective}
              closed={!canSubmit}
              onHandedIn={() => setHandedIn(true)}
            />
          )}
        </section>
      ) : null}
      {programming.length > 0 && !handedIn ? (
        <section className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-800">{t('contest.paper.programming')}</h2>
          {programming.map(({ row, detail }) =>
            row && detail ? (
              <PaperProgrammingProblem
                key={row.displayId}
                cid={cid}
                displayId={row.displayId}
                problem={{ ...detail.problem, title: row.displayTitle }}
                languages={detail.languages}
                codeTemplate={detail.codeTemplate}
                initial={results.data?.[String(detail.problem.pid)] ?? null}
                closed={!canSubmit}
              />
            ) : null,
          )}
        </section>
      ) : null}
      {objective.length === 0 && programming.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-400">{t('contest.paper.empty')}</p>
      ) : null}
    </div>
  );
}
