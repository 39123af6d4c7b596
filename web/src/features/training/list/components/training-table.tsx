import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrainingView } from '@oj/shared/api/training';
import { DataTable, type DataColumn } from '../../../../components/ui/data-table';
import { EmptyState } from '../../../../components/ui/card';
import { CategoryTag, CoinReward, TrainingAuthTag } from '../../components/training-tags';
import { trainingScope } from '../../../../lib/scope/scope-href';
import { trainingTabPath } from '../../details/training-paths';
import { LockState } from './lock-state';
import { idColumn } from '../../../../components/ui/id-column';

interface TrainingTableProps {
  rows: readonly TrainingView[];
  loading: boolean;
  emptyText: string;
  /** The viewer's solved counts show when logged in. */
  loggedIn: boolean;
  /** A click on a training: the page decides (a visitor logs in first, a locked one says why). */
  onOpen: (training: TrainingView) => void;
}

/**
 * The trainings of one list page (spec part 2 §2): title with its category and access, the coin
 * reward, the problem count, the viewer's solved count and, for course-pack trainings, the lock with
 * its reason. On a phone the reward and counts ride under the title.
 */
export function TrainingTable({ rows, loading, emptyText, loggedIn, onOpen }: TrainingTableProps) {
  const { t } = useTranslation();
  const open = (training: TrainingView) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onOpen(training);
  };
  const progress = (row: TrainingView, testId = 'training-progress') => (
    <span className="tabular-nums" data-testid={testId}>
      {t('training.list.progress', { ac: row.acCount, total: row.problemCount })}
    </span>
  );
  const columns: DataColumn<TrainingView>[] = [
    idColumn<TrainingView>(t('training.list.columns.id')),
    {
      key: 'title',
      header: t('training.list.columns.title'),
      className: 'px-3 sm:pl-0',
      cell: (row) => (
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <a
              href={trainingTabPath(trainingScope(row.id), 'home')}
              onClick={open(row)}
              className={`font-medium break-words hover:text-blue-600 ${row.canChallenge ? 'text-slate-800' : 'text-slate-400'}`}
              data-testid="training-title-link"
            >
              {row.title}
            </a>
            <CategoryTag name={row.categoryName} color={row.categoryColor} />
            <TrainingAuthTag auth={row.auth} />
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-slate-500 md:hidden">
            <CoinReward coins={row.coins} testId="training-coins-narrow" />
            {loggedIn ? (
              progress(row, 'training-progress-narrow')
            ) : (
              <span>
                {t('training.list.columns.problems')} {row.problemCount}
              </span>
            )}
          </div>
        </div>
      ),
    },
    {
      key: 'coins',
      header: t('training.list.columns.coins'),
      className: 'px-3',
      hideBelow: 'md',
      cell: (row) => <CoinReward coins={row.coins} />,
    },
    {
      key: 'problems',
      header: t('training.list.columns.problems'),
      className: 'px-3 text-center tabular-nums',
      hideBelow: 'md',
      cell: (row) => <span data-testid="training-problem-count">{row.problemCount}</span>,
    },
  ];
  if (loggedIn) {
    columns.push({
      key: 'progress',
      header: t('training.list.columns.progress'),
      className: 'px-3 text-center',
      hideBelow: 'md',
      cell: (row) => progress(row),
    });
  }
  if (rows.some((row) => row.coursePack)) {
    columns.push({
      key: 'lock',
      header: t('training.list.columns.lock'),
      className: 'px-3 pr-4',
      cell: (row) => (row.coursePack ? <LockState training={row} /> : null),
    });
  }
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      look="banded"
      loading={loading}
      empty={<EmptyState text={emptyText} />}
      rowClassName="hover:bg-slate-50/70"
      rowAttributes={(row) => ({
        'data-testid': 'training-row',
        'data-tid': row.id,
        'data-locked': row.canChallenge ? 'false' : 'true',
      })}
    />
  );
}
