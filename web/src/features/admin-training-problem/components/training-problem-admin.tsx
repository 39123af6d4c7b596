import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/card';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { DeleteConfirm } from '../../../components/ui/delete-confirm';
import { ListCard } from '../../../components/ui/list-card';
import { showToast } from '../../../lib/toast-store';
import { trainingOwnProblemsQueryOptions } from '../api/get-training-problems';
import {
  trainingProblemChangedKeys,
  useRemoveTrainingProblem,
  useUpdateTrainingProblem,
} from '../api/training-problem-writes';
import { reorderWrites, type OrderedProblem } from '../problem-order';
import { PublicProblemPicker } from './public-problem-picker';

interface TrainingProblem extends OrderedProblem {
  problemId: string;
  title: string;
}

const action =
  'text-sm whitespace-nowrap hover:underline disabled:cursor-not-allowed disabled:text-slate-300 disabled:no-underline';

/**
 * A training's problems in the admin area: in the training's order, moved up or down (the ranks
 * written again), taken out; and below, the public problems to add. Moving and removing are the
 * super admin's and problem admins' (`canArrange`, as the server's route table says); every admin adds.
 */
export function TrainingProblemAdmin({ tid, canArrange }: { tid: number; canArrange: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const own = useQuery(trainingOwnProblemsQueryOptions(tid));
  const update = useUpdateTrainingProblem(tid);
  const remove = useRemoveTrainingProblem(tid);
  const [moving, setMoving] = useState(false);
  const [removing, setRemoving] = useState<TrainingProblem | null>(null);
  const links = own.data?.trainingProblemMap ?? {};
  const rows: TrainingProblem[] = (own.data?.problemList.records ?? []).map((problem) => ({
    pid: problem.pid,
    problemId: problem.problemId,
    title: problem.title,
    displayId: links[String(problem.pid)]?.displayId ?? problem.problemId,
    rank: links[String(problem.pid)]?.rank ?? 0,
  }));

  async function move(from: number, to: number): Promise<void> {
    setMoving(true);
    try {
      for (const write of reorderWrites(rows, from, to)) await update.mutateAsync(write);
      showToast('success', t('admin-training-problem.list.moved'));
    } catch {
      // The API client has said why; the list is read again below either way.
    } finally {
      await Promise.all(
        trainingProblemChangedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
      setMoving(false);
    }
  }

  const allColumns: DataColumn<TrainingProblem>[] = [
    {
      key: 'order',
      header: t('admin-training-problem.list.order'),
      className: 'w-14 pl-4 text-slate-500 tabular-nums',
      cell: (row) => rows.indexOf(row) + 1,
    },
    {
      key: 'problemId',
      header: t('admin-training-problem.list.problemId'),
      className: 'px-3 font-mono whitespace-nowrap',
      cell: (row) => row.problemId,
    },
    {
      key: 'title',
      header: t('admin-training-problem.list.title'),
      className: 'px-3',
      cell: (row) => <span className="break-words">{row.title}</span>,
    },
    {
      key: 'actions',
      header: t('admin-training-problem.list.actions'),
      className: 'px-3 pr-4',
      cell: (row) => {
        const at = rows.indexOf(row);
        return (
          <div className="flex flex-wrap gap-x-3 gap-y-1">
            <button
              type="button"
              disabled={moving || at === 0}
              onClick={() => void move(at, at - 1)}
              className={`${action} text-blue-600`}
              data-testid="training-problem-up"
            >
              {t('admin-training-problem.list.up')}
            </button>
            <button
              type="button"
              disabled={moving || at === rows.length - 1}
              onClick={() => void move(at, at + 1)}
              className={`${action} text-blue-600`}
              data-testid="training-problem-down"
            >
              {t('admin-training-problem.list.down')}
            </button>
            <button
              type="button"
              disabled={moving}
              onClick={() => setRemoving(row)}
              className={`${action} text-red-600`}
              data-testid="training-problem-remove"
            >
              {t('admin-training-problem.list.remove')}
            </button>
          </div>
        );
      },
    },
  ];
  const columns = canArrange ? allColumns : allColumns.filter((column) => column.key !== 'actions');
  return (
    <div className="space-y-4">
      <ListCard
        heading={t('admin-training-problem.list.heading')}
        hint={t(canArrange ? 'admin-training-problem.list.hint' : 'admin-training-problem.list.addOnlyHint')}
        testId="admin-training-problem-list"
        actions={
          <span className="text-sm text-slate-500">
            {t('admin-training-problem.list.total', { count: rows.length })}
          </span>
        }
      >
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.pid}
          look="banded"
          loading={own.isPending}
          empty={<EmptyState text={t('admin-training-problem.list.empty')} />}
          rowAttributes={(row) => ({
            'data-testid': 'admin-training-problem-row',
            'data-problem-id': row.problemId,
          })}
        />
      </ListCard>
      <PublicProblemPicker tid={tid} />
      <DeleteConfirm
        target={removing}
        title={t('admin-training-problem.remove.title')}
        describe={(row) =>
          t('admin-training-problem.remove.text', { problemId: row.problemId, title: row.title })
        }
        confirmText={t('admin-training-problem.remove.confirm')}
        cancelText={t('admin-training-problem.remove.cancel')}
        doneText={t('admin-training-problem.remove.done')}
        busy={remove.isPending}
        onDelete={(row, deleted) => remove.mutate(row.pid, { onSuccess: deleted })}
        onClose={() => setRemoving(null)}
      />
    </div>
  );
}
