import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import type { adminProblemRowSchema } from '@oj/shared/api/admin-problem';
import { PagedList } from '../../../components/admin-list/paged-list';
import { KeywordSearch } from '../../../components/admin-list/keyword-search';
import { pageOfPlace, useListPlace } from '../../../components/admin-list/list-place';
import { writeThenSay } from '../../../components/admin-list/row-write';
import type { DataColumn } from '../../../components/ui/data-table';
import { publicProblemsQueryOptions } from '../api/get-training-problems';
import { useAddTrainingProblem } from '../api/training-problem-writes';

/** A public problem as the picker lists it. */
type PublicProblem = z.infer<typeof adminProblemRowSchema>;

/** The public problems not yet in the training, ten a page by keyword, each added with one click. */
export function PublicProblemPicker({ tid }: { tid: number }) {
  const { t } = useTranslation();
  const [place, setPlace] = useListPlace();
  const list = useQuery({
    ...publicProblemsQueryOptions(tid, place.keyword, place.currentPage),
    select: (answer) => answer.problemList,
  });
  const add = useAddTrainingProblem(tid);
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
            writeThenSay(add, row.pid, t('admin-training-problem.add.added', { problemId: row.problemId }))
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
    <PagedList
      heading={t('admin-training-problem.add.heading')}
      hint={t('admin-training-problem.add.hint')}
      testId="admin-training-problem-picker"
      actions={
        <KeywordSearch
          place={place}
          onPlace={setPlace}
          placeholder={t('admin-training-problem.add.searchPlaceholder')}
          className="w-full sm:w-72"
          inputTestId="training-problem-keyword"
        />
      }
      query={list}
      paging={{
        ...pageOfPlace(place, setPlace),
        pageSize: 10,
        totalText: (count) => t('admin-training-problem.add.total', { count }),
      }}
      columns={columns}
      rowKey={(row) => row.pid}
      look="banded"
      rowAttributes={(row) => ({ 'data-testid': 'public-problem-row', 'data-problem-id': row.problemId })}
      empty={t('admin-training-problem.add.empty')}
    />
  );
}
