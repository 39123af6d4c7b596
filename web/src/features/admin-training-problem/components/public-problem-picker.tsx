import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { adminProblemRowSchema } from '@oj/shared/api/admin-problem';
import { EmptyState } from '../../../components/ui/card';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { ListCard } from '../../../components/ui/list-card';
import { SearchBox } from '../../../components/ui/search-box';
import { showToast } from '../../../lib/toast-store';
import { publicProblemsQueryOptions } from '../api/get-training-problems';
import { useAddTrainingProblem } from '../api/training-problem-writes';

/** A public problem as the picker lists it. */
type PublicProblem = z.infer<typeof adminProblemRowSchema>;

/** The public problems not yet in the training, ten a page by keyword, each added with one click. */
export function PublicProblemPicker({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const list = useQuery(publicProblemsQueryOptions(tid, keyword, currentPage));
  const add = useAddTrainingProblem(tid);
  const total = list.data?.problemList.total ?? 0;
  const columns: DataColumn<PublicProblem>[] = [
    {
      key: 'problemId',
      header: t('admin-training-problem.list.problemId'),
      className: 'pl-4 font-mono whitespace-nowrap',
      cell: (row) => row.problemId,
    },
    {
      key: 'title',
      header: t('admin-training-problem.list.title'),
      className: 'px-3',
      cell: (row) => <span className="break-words">{row.title}</span>,
    },
    {
      key: 'add',
      header: <span className="sr-only">{t('admin-training-problem.add.add')}</span>,
      className: 'px-3 pr-4 text-right',
      cell: (row) => (
        <button
          type="button"
          disabled={add.isPending}
          onClick={() =>
            add.mutate(row.pid, {
              onSuccess: () =>
                showToast('success', t('admin-training-problem.add.added', { problemId: row.problemId })),
            })
          }
          className="rounded-md border border-blue-200 bg-blue-50 px-3 py-1 text-sm whitespace-nowrap text-blue-700 hover:bg-blue-100 disabled:opacity-50"
          data-testid="training-problem-add"
        >
          ＋ {t('admin-training-problem.add.add')}
        </button>
      ),
    },
  ];
  return (
    <ListCard
      heading={t('admin-training-problem.add.heading')}
      hint={t('admin-training-problem.add.hint')}
      testId="admin-training-problem-picker"
      actions={
        <SearchBox
          key={keyword}
          keyword={keyword}
          onSearch={(next) => {
            setKeyword(next);
            setCurrentPage(1);
          }}
          placeholder={t('admin-training-problem.add.searchPlaceholder')}
          buttonText={t('admin-training-problem.add.search')}
          maxLength={100}
          size="md"
          className="w-full sm:w-72"
          inputTestId="training-problem-keyword"
        />
      }
      paging={{
        total,
        totalText: t('admin-training-problem.add.total', { count: total }),
        currentPage,
        pageSize: 10,
        onPage: setCurrentPage,
      }}
    >
      <DataTable
        columns={columns}
        rows={list.data?.problemList.records ?? []}
        rowKey={(row) => row.pid}
        look="banded"
        loading={list.isPending}
        empty={<EmptyState text={t('admin-training-problem.add.empty')} />}
        rowAttributes={(row) => ({ 'data-testid': 'public-problem-row', 'data-problem-id': row.problemId })}
      />
    </ListCard>
  );
}
