import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { SearchBox } from '../../../components/ui/search-box';
import { ApiError } from '../../../lib/api-error';
import { showToast } from '../../../lib/toast-store';
import { candidateProblemListQueryOptions, contestProblemPageSize } from '../api/get-contest-problem-list';
import { useSetContestProblem } from '../api/set-contest-problem';
import { LinkFields, type LinkValues } from './link-fields';

interface Candidate {
  pid: number;
  problemId: string;
  title: string;
}

interface PublicProblemPickerProps {
  cid: number;
  /** The contest's rule type: only problems of that type are offered (the server refuses others). */
  type: 0 | 1;
  /** The display id offered first. */
  suggestedDisplayId: string;
  onClose: () => void;
}

/**
 * Adds a public problem: search the public set of the contest's type, choose one, name it in the
 * contest (display id, title, balloon colour) and add it. A refusal shows beside the display id.
 */
export function PublicProblemPicker({ cid, type, suggestedDisplayId, onClose }: PublicProblemPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [link, setLink] = useState<LinkValues>({
    displayId: suggestedDisplayId,
    displayTitle: '',
    color: '',
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const candidates = useQuery(candidateProblemListQueryOptions(cid, type, keyword, page));
  const add = useSetContestProblem();
  const total = candidates.data?.problemList.total ?? 0;

  const choose = (row: Candidate) => {
    setChosen(row);
    setRefusal(null);
    setLink((now) => ({ ...now, displayTitle: row.title }));
  };
  const submit = () => {
    if (!chosen || link.displayId.trim() === '') return;
    add.mutate(
      {
        cid,
        pid: chosen.pid,
        displayId: link.displayId.trim(),
        displayTitle: link.displayTitle.trim() || chosen.title,
        color: link.color || null,
      },
      {
        onSuccess: () => {
          showToast('success', t('admin-contest-problem.add.added', { displayId: link.displayId.trim() }));
          onClose();
        },
        onError: (error) => setRefusal(error instanceof ApiError ? error.message : String(error)),
      },
    );
  };

  const columns: DataColumn<Candidate>[] = [
    {
      key: 'problemId',
      header: t('admin-contest-problem.add.problemId'),
      className: 'px-3 whitespace-nowrap',
      cell: (row) => row.problemId,
    },
    {
      key: 'title',
      header: t('admin-contest-problem.add.title'),
      className: 'px-3',
      cellClassName: 'max-w-72 truncate',
      cell: (row) => <span title={row.title}>{row.title}</span>,
    },
    {
      key: 'choose',
      header: '',
      className: 'px-3 text-right',
      cell: (row) => (
        <Button
          variant="link"
          onClick={() => choose(row)}
          disabled={chosen?.pid === row.pid}
          data-testid={`choose-${row.problemId}`}
        >
          {chosen?.pid === row.pid
            ? t('admin-contest-problem.add.chosen')
            : t('admin-contest-problem.add.choose')}
        </Button>
      ),
    },
  ];

  return (
    <section
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      data-testid="public-problem-picker"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="mr-auto text-base font-semibold text-slate-800">
          {t('admin-contest-problem.add.heading', { type: type === 1 ? 'OI' : 'ACM' })}
        </h2>
        <Button variant="link" onClick={onClose}>
          {t('admin-contest-problem.add.close')}
        </Button>
      </div>
      <p className="text-xs text-slate-500">
        {t('admin-contest-problem.add.hint', { type: type === 1 ? 'OI' : 'ACM' })}
      </p>
      <SearchBox
        keyword={keyword}
        onSearch={(next) => {
          setKeyword(next);
          setPage(1);
        }}
        placeholder={t('admin-contest-problem.add.searchPlaceholder')}
        buttonText={t('admin-contest-problem.add.search')}
        maxLength={100}
        size="md"
        inputTestId="candidate-keyword"
        buttonTestId="candidate-search"
      />
      <div className="overflow-x-auto rounded-md border border-slate-100">
        <DataTable
          columns={columns}
          rows={candidates.data?.problemList.records ?? []}
          rowKey={(row) => row.pid}
          look="compact"
          loading={candidates.isPending}
          testId="candidate-table"
          empty={
            <p className="px-4 py-6 text-center text-sm text-slate-400">
              {t('admin-contest-problem.add.empty')}
            </p>
          }
        />
      </div>
      <Pager
        total={total}
        pageSizes={[contestProblemPageSize]}
        totalText={t('admin-contest-problem.add.total', { count: total })}
        currentPage={page}
        limit={contestProblemPageSize}
        onPage={setPage}
        onLimit={() => setPage(1)}
        small="numbers"
      />
      {chosen ? (
        <div className="space-y-3 border-t border-slate-100 pt-3" data-testid="add-link-form">
          <p className="text-sm text-slate-700">
            {t('admin-contest-problem.add.adding', { problemId: chosen.problemId, title: chosen.title })}
          </p>
          <LinkFields
            values={link}
            onChange={(next) => {
              setLink(next);
              setRefusal(null);
            }}
            problem={refusal}
          />
          <div className="flex gap-3">
            <Button
              onClick={submit}
              disabled={add.isPending || link.displayId.trim() === ''}
              data-testid="add-problem"
            >
              {t('admin-contest-problem.add.submit')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
