import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TrainingProblemRow } from '@oj/shared/api/training';
import { AppLink } from '../../../../components/app-link';
import { DifficultyTag } from '../../../../components/difficulty-tag';
import { EmptyState } from '../../../../components/ui/card';
import { DataTable, type DataColumn } from '../../../../components/ui/data-table';
import { ListCard } from '../../../../components/ui/list-card';
import { formatAcRate } from '../../../../lib/format';
import { trainingProblemListQueryOptions } from '../../api/get-training-problem-list';
import { trainingProblemMark } from '../problem-mark';
import { trainingScope } from '../../../../lib/scope/scope-href';
import { trainingProblemHref } from '../training-paths';
import { useTrainingShell } from '../training-shell-context';
import { ProblemMarkIcon } from '../../../../components/problem-mark-icon';

/** A tag in the colour its admin chose. */
function TagChip({ name, color }: { name: string; color: string }) {
  const hex = /^#[0-9a-f]{6}$/i.test(color) ? color : '#409EFF';
  return (
    <span
      className="inline-flex items-center rounded-md border px-1.5 py-px text-xs whitespace-nowrap"
      style={{ color: hex, borderColor: `${hex}66`, backgroundColor: `${hex}14` }}
    >
      {name}
    </span>
  );
}

/**
 * The training's problems tab (spec part 2 §2): in the training's order, each with the viewer's mark,
 * its id, title, level, tags and AC rate. A problem opens inside the training.
 */
export function TrainingProblemList() {
  const { t } = useTranslation();
  const { tid, uid } = useTrainingShell();
  const list = useQuery(trainingProblemListQueryOptions(tid, uid));
  const training = trainingScope(tid);
  // The id and the title both open the problem inside the training.
  const problemLink = (row: TrainingProblemRow, text: string, className: string, testId: string) => (
    <AppLink href={trainingProblemHref(training, row.problemId)} className={className} data-testid={testId}>
      {text}
    </AppLink>
  );
  const columns: DataColumn<TrainingProblemRow>[] = [
    {
      key: 'mark',
      header: <span className="sr-only">{t('training.details.problems.columns.mark')}</span>,
      className: 'w-10 pl-4 text-center',
      cell: (row) => (
        <ProblemMarkIcon
          mark={trainingProblemMark(row.myStatus)}
          nameOf={(mark) => t(`training.details.problems.marks.${mark}`)}
          testId="training-problem-mark"
        />
      ),
    },
    {
      key: 'problemId',
      header: t('training.details.problems.columns.problemId'),
      className: 'w-24 px-3',
      cell: (row) =>
        problemLink(
          row,
          row.problemId,
          'font-mono font-semibold whitespace-nowrap text-blue-600 hover:underline',
          'training-problem-id',
        ),
    },
    {
      key: 'title',
      header: t('training.details.problems.columns.title'),
      className: 'pr-3',
      cell: (row) =>
        problemLink(
          row,
          row.title,
          'break-words text-slate-700 hover:text-blue-600',
          'training-problem-title',
        ),
    },
    {
      key: 'difficulty',
      header: t('training.details.problems.columns.difficulty'),
      className: 'px-3',
      hideBelow: 'md',
      cell: (row) => <DifficultyTag difficulty={row.difficulty} />,
    },
    {
      key: 'tags',
      header: t('training.details.problems.columns.tags'),
      className: 'px-3',
      hideBelow: 'lg',
      cell: (row) => (
        <div className="flex flex-wrap gap-1">
          {row.tags.map((tag) => (
            <TagChip key={tag.id} name={tag.name} color={tag.color} />
          ))}
        </div>
      ),
    },
    {
      key: 'acRate',
      header: t('training.details.problems.columns.acRate'),
      className: 'w-28 px-3 pr-4',
      cell: (row) => (
        <span
          className="text-xs text-slate-500 tabular-nums"
          title={t('training.details.problems.acRateTitle', { ac: row.ac, total: row.total })}
          data-testid="training-problem-ac-rate"
        >
          {formatAcRate(row.ac, row.total)}
        </span>
      ),
    },
  ];
  return (
    <ListCard heading={t('training.details.problems.heading')} testId="training-problems">
      <DataTable
        columns={columns}
        rows={list.data ?? []}
        rowKey={(row) => row.pid}
        look="banded"
        loading={list.isPending}
        empty={<EmptyState text={t('training.details.problems.empty')} />}
        rowClassName="hover:bg-slate-50/70"
        rowAttributes={(row) => ({
          'data-testid': 'training-problem-row',
          'data-problem-id': row.problemId,
          'data-mark': trainingProblemMark(row.myStatus),
        })}
      />
    </ListCard>
  );
}
