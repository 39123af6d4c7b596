import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContestSummary } from '@oj/shared/api/contest';
import { contestAuthCode } from '@oj/shared/domain/contest';
import { formatBeijingTime } from '../../../../lib/beijing-time';
import { ContestAuthTag, ContestPhaseTag } from '../../components/contest-tags';
import { durationParts } from '../../components/contest-duration';
import { phaseOfStatus } from '../../shell/contest-phase';
import { FactIcon, LockIcon, RuleIcon } from './contest-icons';

interface ContestRowProps {
  contest: ContestSummary;
  /** The contest's page, as a plain path for the link (a click goes through `onOpen`). */
  href: string;
  onOpen: (contest: ContestSummary) => void;
  onRule: (type: 0 | 1) => void;
  onScoreboard: (contest: ContestSummary) => void;
}

/**
 * One contest of the list (spec part 2, §2): rule icon, title with its lock, start, duration, the rule
 * button (filters the list by that rule), the auth tag, participants, the status tag and the outside
 * scoreboard button when the board is open to visitors (greyed out until the start).
 */
export function ContestRow({ contest, href, onOpen, onRule, onScoreboard }: ContestRowProps) {
  const { t } = useTranslation();
  const phase = phaseOfStatus[contest.status];
  const length = durationParts(contest.duration)
    .map(({ unit, count }) => t(`contest.list.durationParts.${unit}`, { count }))
    .join(' ');
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(contest);
  };
  const rule = contest.type === 1 ? 1 : 0;
  return (
    <li className="flex gap-3 px-4 py-4" data-testid="contest-row" data-cid={contest.id}>
      <RuleIcon type={rule} label={t(`contest.list.ruleIcon.${rule}`)} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex min-w-0 items-baseline gap-1.5">
            <a
              href={href}
              onClick={open}
              className="min-w-0 text-base font-semibold break-words text-slate-800 hover:text-blue-600"
              data-testid="contest-title-link"
            >
              {contest.title}
            </a>
            {contest.auth !== contestAuthCode.public ? (
              <LockIcon auth={contest.auth} label={t(`contest.list.lock.${contest.auth}`)} />
            ) : null}
          </div>
          <ul className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-slate-500">
            <li className="flex items-center gap-1" title={t('contest.list.startAt')}>
              <FactIcon kind="start" />
              <span className="tabular-nums" data-testid="contest-start">
                {formatBeijingTime(contest.startTime, 'minute')}
              </span>
            </li>
            <li className="flex items-center gap-1" title={t('contest.list.duration')}>
              <FactIcon kind="duration" />
              <span data-testid="contest-duration">{length}</span>
            </li>
            <li>
              <button
                type="button"
                onClick={() => onRule(rule)}
                className="rounded border border-blue-200 bg-blue-50 px-1.5 py-0.5 font-medium text-blue-700 hover:bg-blue-100"
                data-testid="contest-rule-button"
              >
                {t(`contest.list.rules.${rule}`)}
              </button>
            </li>
            <li>
              <ContestAuthTag auth={contest.auth} />
            </li>
            <li className="flex items-center gap-1" title={t('contest.list.participants')}>
              <FactIcon kind="participants" />
              <span className="tabular-nums" data-testid="contest-count">
                {contest.count}
              </span>
            </li>
          </ul>
        </div>
        <div className="flex shrink-0 items-center gap-2 sm:flex-col sm:items-end">
          <ContestPhaseTag phase={phase} testId="contest-status" />
          {contest.openRank ? (
            <button
              type="button"
              disabled={phase === 'scheduled'}
              title={phase === 'scheduled' ? t('contest.list.scoreboardScheduled') : undefined}
              onClick={() => onScoreboard(contest)}
              className="rounded-md border border-slate-300 bg-white px-2.5 py-1 text-xs text-slate-700 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300"
              data-testid="contest-scoreboard"
            >
              {t('contest.list.scoreboard')}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
