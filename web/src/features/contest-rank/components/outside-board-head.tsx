import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContestView } from '@oj/shared/api/contest';
import { AppLink } from '../../../components/app-link';
import { PageTitle } from '../../../components/ui/page-title';
import { formatBeijingTime } from '../../../lib/beijing-time';
import type { RankRule } from '../board/rank-board-types';
import type { RefreshPhase } from '../refresh/auto-refresh';

const phaseLooks: Record<RefreshPhase, string> = {
  scheduled: 'bg-sky-50 text-sky-700 border-sky-200',
  running: 'bg-emerald-50 text-emerald-700 border-emerald-200',
  ended: 'bg-slate-100 text-slate-600 border-slate-200',
};

/** The outside board's own head: the contest's title, its board's rule, phase and times. */
export function OutsideBoardHead({
  contest,
  rule,
  phase,
}: {
  contest: Pick<ContestView, 'title' | 'startTime' | 'endTime'>;
  rule: RankRule;
  phase: RefreshPhase;
}) {
  const { t } = useTranslation();
  return (
    <header className="flex flex-col gap-2" data-testid="outside-board-head">
      <AppLink href="/contest" className="text-xs text-blue-600 hover:underline">
        ← {t('contest-rank.outside.contestList')}
      </AppLink>
      <div className="flex flex-wrap items-center gap-2">
        <PageTitle testId="outside-board-title">{contest.title}</PageTitle>
        <span className="rounded border border-slate-200 px-1.5 py-0.5 text-xs text-slate-600">
          {t(rule === 'acm' ? 'contest-rank.outside.acmBoard' : 'contest-rank.outside.oiBoard')}
        </span>
        <span
          className={`rounded border px-1.5 py-0.5 text-xs ${phaseLooks[phase]}`}
          data-testid="outside-board-phase"
        >
          {t(`contest-rank.outside.status.${phase}`)}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-4 text-xs text-slate-500">
        <span>
          {t('contest-rank.outside.start')} {formatBeijingTime(contest.startTime)}
        </span>
        <span>
          {t('contest-rank.outside.end')} {formatBeijingTime(contest.endTime)}
        </span>
      </p>
    </header>
  );
}

/** A board that cannot be shown: why, and the way back to the contest list. */
export function OutsideBoardNotice({ testId, children }: { testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-3 mt-16 max-w-md rounded-xl sm:mx-auto border border-slate-200 bg-white p-6 text-center shadow-sm"
      data-testid={testId}
    >
      {children}
      <AppLink href="/contest" className="mt-4 inline-block text-sm text-blue-600 hover:underline">
        {t('contest-rank.outside.contestList')}
      </AppLink>
    </div>
  );
}
