import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../components/admin-list/keyword-search';
import { pageOfPlace, useListPlace } from '../../../components/admin-list/list-place';
import { Button } from '../../../components/ui/button';
import { DataTable, type DataColumn } from '../../../components/ui/data-table';
import { Pager } from '../../../components/ui/pager';
import { candidateProblemListQueryOptions, contestProblemPageSize } from '../api/get-contest-problem-list';
import { LinkFields } from './link-fields';
import { useLinkDraft } from './use-link-draft';

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
  const [place, setPlace] = useListPlace();
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const draft = useLinkDraft(cid, { displayId: suggestedDisplayId, displayTitle: '', color: '' });
  const candidates = useQuery(candidateProblemListQueryOptions(cid, type, place.keyword, place.currentPage));
  const total = candidates.data?.problemList.total ?? 0;
  const displayId = draft.link.displayId.trim();

  const choose = (row: Candidate) => {
    setChosen(row);
    draft.change((now) => ({ ...now, displayTitle: row.title }));
  };
  const submit = () => {
    if (!chosen || displayId === '') return;
    draft.save({
      pid: chosen.pid,
      fallbackTitle: chosen.title,
      doneText: t('admin-contest-problem.add.added', { displayId }),
      onDone: onClose,
    });
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
      <KeywordSearch
        place={place}
        onPlace={setPlace}
        placeholder={t('admin-contest-problem.add.searchPlaceholder')}
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
        limit={contestProblemPageSize}
        {...pageOfPlace(place, setPlace)}
        onLimit={() => setPlace({ ...place, currentPage: 1 })}
        small="numbers"
      />
      {chosen ? (
        <div className="space-y-3 border-t border-slate-100 pt-3" data-testid="add-link-form">
          <p className="text-sm text-slate-700">
            {t('admin-contest-problem.add.adding', { problemId: chosen.problemId, title: chosen.title })}
          </p>
          <LinkFields {...draft.fields} />
          <div className="flex gap-3">
            <Button onClick={submit} disabled={draft.saving || displayId === ''} data-testid="add-problem">
              {t('admin-contest-problem.add.submit')}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
